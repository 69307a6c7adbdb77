import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { renderApp } from '../../test/render';
import { applyTestMode, consentValid, endOfDay, grantConsentForToday } from './consent';
import { ProtectedImg } from './ProtectedImg';

afterEach(() => vi.useRealTimers());

/** True when the browser's menu would open (the event was not cancelled). */
const rightClick = () => fireEvent.contextMenu(screen.getByTestId('preview'));

describe('right-click on protected previews (spec section 6)', () => {
  it('is blocked without a consent record, with a notice', async () => {
    renderApp(<ProtectedImg src="/t.png" data-testid="preview" />);
    expect(rightClick()).toBe(false);
    expect(await screen.findByText('预览图受版权保护，已禁用右键菜单')).toBeTruthy();
    expect(screen.getByTestId('preview').getAttribute('draggable')).toBe('false');
  });

  it('works while the consent record of the day is valid, and not after the day ends', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 9, 30));
    grantConsentForToday();
    renderApp(<ProtectedImg src="/t.png" data-testid="preview" />);
    expect(rightClick()).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 26, 23, 59, 59));
    expect(rightClick()).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 27, 0, 0, 1));
    expect(rightClick()).toBe(false);
    // The stale record is gone.
    expect(window.localStorage.getItem(STORAGE_KEYS.consent)).toBeNull();
  });

  it('mode=test makes the record for the day', () => {
    const now = new Date(2026, 10, 26, 14, 0).getTime();
    expect(consentValid(now)).toBe(false);
    applyTestMode('?lang=en-US', now);
    expect(consentValid(now)).toBe(false);
    applyTestMode('?mode=test', now);
    expect(consentValid(now)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.consent)!)).toEqual({
      expiresAt: endOfDay(now),
    });
    expect(consentValid(endOfDay(now) + 1)).toBe(false);
  });

  it('a page opened with ?mode=test lets the menu open', () => {
    window.history.replaceState(null, '', '/templates?mode=test');
    try {
      renderApp(<ProtectedImg src="/t.png" data-testid="preview" />);
      expect(rightClick()).toBe(true);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('speaks en-US', async () => {
    const { initI18n } = await import('../../app/i18n/init-i18n');
    initI18n('en-US');
    renderApp(<ProtectedImg src="/t.png" data-testid="preview" />);
    rightClick();
    expect(
      await screen.findByText('Previews are protected: the right-click menu is off', undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();
  });
});

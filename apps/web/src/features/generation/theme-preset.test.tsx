import type { GenerationParams } from '@slidecraft/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, USER_WORK_KEYS } from '../../shared/storage/keys';
import { renderApp } from '../../test/render';
import { DeckPanel } from './components/DeckPanel';
import {
  OUTLINE,
  RECORD,
  deckServer,
  inTurn,
  info,
  tick,
  useFakeClock,
} from './components/deck-test-server';
import { loadGenerationParams, loadPreferredTheme, saveGenerationParams } from './params-store';

const params: GenerationParams = { topic: '销售部年终总结', deep_thinking: false, page_limit: '' };
const pressed = (id: string) => screen.getByTestId(`theme-${id}`).getAttribute('aria-pressed');

describe('the preferred theme saved with the generation params', () => {
  it('is stored with the params and cleared by params saved without one', () => {
    expect(saveGenerationParams(params, 'ocean')).toBe(true);
    expect(loadGenerationParams()).toEqual(params);
    expect(loadPreferredTheme()).toBe('ocean');

    saveGenerationParams({ ...params, topic: '另一个主题' });
    expect(loadPreferredTheme()).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.preferredTheme)).toBeNull();
  });

  it('is not stored when the params do not pass, and a malformed one is ignored', () => {
    expect(saveGenerationParams({ ...params, topic: '  ' }, 'ocean')).toBe(false);
    expect(loadPreferredTheme()).toBeUndefined();
    window.localStorage.setItem(STORAGE_KEYS.preferredTheme, '<script>');
    expect(loadPreferredTheme()).toBeUndefined();
  });

  it('is user work, forgotten at logout', () => {
    expect(USER_WORK_KEYS).toContain(STORAGE_KEYS.preferredTheme);
  });
});

describe('the workspace deck with a preferred theme', () => {
  beforeEach(useFakeClock);
  afterEach(() => vi.useRealTimers());

  it('shows it picked and generates in it (preview/theme)', async () => {
    saveGenerationParams(params, 'ocean');
    const { calls } = deckServer({ poll: inTurn([info(4, 4, 'completed', 'ocean')]) });
    renderApp(<DeckPanel outline={OUTLINE} />);
    await tick();
    expect(pressed('ocean')).toBe('true');
    expect(pressed('classic')).toBe('false');

    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();
    const start = calls.find((c) => c.url.startsWith('/api/ai/generate-ppt/preview/'));
    expect(start).toMatchObject({
      url: '/api/ai/generate-ppt/preview/theme',
      body: { recordId: RECORD, themeId: 'ocean' },
    });
  });

  it('generates in the default theme (preview/outline) without one', async () => {
    saveGenerationParams(params);
    const { calls } = deckServer({ poll: inTurn([info(4, 4, 'completed')]) });
    renderApp(<DeckPanel outline={OUTLINE} />);
    await tick();
    expect(pressed('ocean')).toBe('false');
    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();
    const start = calls.find((c) => c.url.startsWith('/api/ai/generate-ppt/preview/'));
    expect(start).toMatchObject({
      url: '/api/ai/generate-ppt/preview/outline',
      body: { recordId: RECORD },
    });
  });
});

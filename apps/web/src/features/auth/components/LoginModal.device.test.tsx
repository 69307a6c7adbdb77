import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as DeviceModule from '../../../shared/device';
import type { DeviceKind } from '../../../shared/device';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { LoginModal } from './LoginModal';
import { RequireAuth } from './RequireAuth';

// The modal and the guard pick the default view from the running browser: pretend to be one.
const device = vi.hoisted(() => ({ kinds: new Set<string>() }));
vi.mock('../../../shared/device', async (importOriginal) => ({
  ...(await importOriginal<typeof DeviceModule>()),
  isDevice: (kind: DeviceKind) => device.kinds.has(kind),
}));

afterEach(() => {
  device.kinds = new Set();
});

const captcha = { provider: 'builtin', captchaId: 'c1', image: 'data:image/png;base64,AAAA' };

function visitWorkspace() {
  mockFetch(() => envelope(captcha));
  return renderApp(
    <>
      <RequireAuth>
        <p>secret workspace</p>
      </RequireAuth>
      <LoginModal />
    </>,
    { url: '/workspace' },
  );
}

describe('the protected-page guard opens the device default login', () => {
  it.each([
    [['PC'], 'login-view-qr'],
    [['MB'], 'login-view-v'],
    [['MB', 'WECHAT'], 'login-view-wx'],
    [['MB', 'SLIDECRAFT'], 'login-view-p'],
    [['MB', 'HUAWEI'], 'login-view-h'],
  ])('on %j: %s', async (kinds, testId) => {
    device.kinds = new Set(kinds);
    const { router } = visitWorkspace();
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace?lm='));
    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(screen.getAllByTestId(/^login-view-/)).toHaveLength(1);
  });
});

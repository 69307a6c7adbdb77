import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/init-i18n';
import type * as DeviceModule from '../../../shared/device';
import type { DeviceKind } from '../../../shared/device';
import { envelope } from '../../../test/fetch-mock';
import { currentParams, fakeAuthServer, renderLogin } from './login-test-kit';

const device = vi.hoisted(() => ({ kinds: new Set<string>(['PC']) }));
vi.mock('../../../shared/device', async (importOriginal) => ({
  ...(await importOriginal<typeof DeviceModule>()),
  isDevice: (kind: DeviceKind) => device.kinds.has(kind),
}));

afterEach(() => {
  device.kinds = new Set(['PC']);
  delete window.SlideCraftHuaweiHost;
});

const qrServer = () =>
  fakeAuthServer({
    '/api/getTemporaryQrcode': () =>
      envelope({ url: 'http://x/scan', topic: 'topicAAAAAAAAAAAAAAA', expireAt: 1 }),
    '/api/login/qrcode/status': () => envelope({ status: 'waiting' }),
  });

describe('the PC code-login illustration screen (spec section 2)', () => {
  it('shows how to scan, step by step, and goes back to the QR code', async () => {
    qrServer();
    renderLogin('/login');
    fireEvent.click(await screen.findByTestId('qr-howto'));
    const screenEl = await screen.findByTestId('qr-illustration');
    expect(screenEl.textContent).toContain('选择「扫一扫」，扫描电脑上的二维码');
    expect(screen.getByRole('img', { name: '用手机微信扫描电脑上的二维码' })).toBeTruthy();
    // No host app: no one-tap button.
    expect(screen.queryByTestId('qr-illustration-huawei')).toBeNull();
    fireEvent.click(screen.getByTestId('qr-illustration-back'));
    expect(await screen.findByTestId('qr-hint')).toBeTruthy();
    expect(screen.queryByTestId('qr-illustration')).toBeNull();
  });

  it('is a computer thing: a phone gets no link to it', async () => {
    device.kinds = new Set(['MB']);
    qrServer();
    renderLogin('/login');
    await screen.findByTestId('qr-hint');
    expect(screen.queryByTestId('qr-howto')).toBeNull();
  });

  it('offers the one-tap login only on the Huawei variant with the host hook', async () => {
    qrServer();
    const illustration = async () => {
      const rendered = renderLogin('/login');
      fireEvent.click(await screen.findByTestId('qr-howto'));
      await screen.findByTestId('qr-illustration');
      return rendered;
    };
    // The hook on another brand, and the Huawei variant without the hook: no button.
    window.SlideCraftHuaweiHost = { oneTapLogin: () => Promise.reject(new Error('x')) };
    const otherBrand = await illustration();
    expect(screen.queryByTestId('qr-illustration-huawei')).toBeNull();
    otherBrand.unmount();
    device.kinds = new Set(['PC', 'HUAWEI']);
    delete window.SlideCraftHuaweiHost;
    const noHook = await illustration();
    expect(screen.queryByTestId('qr-illustration-huawei')).toBeNull();
    noHook.unmount();
    // Both: the button leads to the one-tap screen (lm=h).
    window.SlideCraftHuaweiHost = { oneTapLogin: () => Promise.reject(new Error('x')) };
    const { router } = await illustration();
    fireEvent.click(screen.getByTestId('qr-illustration-huawei'));
    expect(await screen.findByTestId('huawei-login')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('h');
  });

  it('speaks en-US', async () => {
    initI18n('en-US');
    qrServer();
    renderLogin('/login');
    fireEvent.click(await screen.findByTestId('qr-howto'));
    expect((await screen.findByTestId('qr-illustration')).textContent).toContain(
      'Choose “Scan” and scan the QR code on this computer',
    );
  });
});

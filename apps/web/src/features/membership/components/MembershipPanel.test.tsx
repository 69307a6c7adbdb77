import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Payment } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, queryOf } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';
import { LoginModal } from '../../auth';
import { CATALOGUE, fakeMembershipServer } from '../membership-test-kit';
import { MembershipGate } from './MembershipGate';

const frame = (
  <>
    <LoginModal />
    <MembershipGate />
  </>
);

/** The server offers only `payments` (the providers it has). */
function offering(payments: Payment[]) {
  return fakeMembershipServer({
    '/api/products': () => envelope({ items: CATALOGUE, payments }),
    '/api/v8/embed/product/charge': (call) =>
      envelope({
        type: 'scan',
        key: 'SC2026112500000000000001',
        orderNumber: 'SC2026112500000000000001',
        url: `https://pay.example/${queryOf(call).get('payment')}`,
        orderAmount: 19900,
        endAt: 1_800_000_000,
        coupon: null,
      }),
    // Same document: jsdom follows only a change of the hash.
    '/api/order/h5/create': () =>
      envelope({ orderNumber: 'SC2026112500000000000002', payUrl: '#paying' }),
  });
}

describe('payment methods follow what the server offers', () => {
  it('desktop: one method, its QR and no method switch', async () => {
    sessionToken.set('tok');
    const server = offering(['alipay']);
    renderApp(frame, { url: '/?mm=' });
    await waitFor(() => expect(server.callsTo('/api/v8/embed/product/charge')).toHaveLength(1));
    expect(queryOf(server.callsTo('/api/v8/embed/product/charge')[0]!).get('payment')).toBe(
      'alipay',
    );
    expect(await screen.findByText('请使用支付宝扫码支付')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: '支付方式' })).toBeNull();
  });

  it('desktop: both methods, a switch between them', async () => {
    sessionToken.set('tok');
    const server = offering(['wechat', 'alipay']);
    renderApp(frame, { url: '/?mm=' });
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    await waitFor(() =>
      expect(
        server.callsTo('/api/v8/embed/product/charge').map((c) => queryOf(c).get('payment')),
      ).toEqual(['wechat', 'alipay']),
    );
  });

  it('desktop: coming back to a method asks its charge again (its order may be closed)', async () => {
    sessionToken.set('tok');
    const server = offering(['wechat', 'alipay']);
    renderApp(frame, { url: '/?mm=' });
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    await waitFor(() => expect(server.callsTo('/api/v8/embed/product/charge')).toHaveLength(2));
    fireEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    await waitFor(() =>
      expect(
        server.callsTo('/api/v8/embed/product/charge').map((c) => queryOf(c).get('payment')),
      ).toEqual(['wechat', 'alipay', 'wechat']),
    );
  });

  it('no method: says so instead of a QR, and charges nothing', async () => {
    sessionToken.set('tok');
    const server = offering([]);
    renderApp(frame, { url: '/?mm=' });
    expect((await screen.findByTestId('pay-unavailable')).textContent).toBe(
      '暂时无法在线支付，请联系客服',
    );
    expect(screen.queryByTestId('pay-qr')).toBeNull();
    expect(server.callsTo('/api/v8/embed/product/charge')).toHaveLength(0);
  });

  it('mobile: with one method, buying goes straight to it without the method drawer', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    const server = offering(['wechat']);
    renderApp(frame, { url: '/?mm=' });
    fireEvent.click(await screen.findByTestId('buy-button'));
    await waitFor(() => expect(server.callsTo('/api/order/h5/create')).toHaveLength(1));
    const body = server.callsTo('/api/order/h5/create')[0]!.body as { payment: string };
    expect(body.payment).toBe('wechat');
    expect(screen.queryByTestId('pay-with-alipay')).toBeNull();
  });
});

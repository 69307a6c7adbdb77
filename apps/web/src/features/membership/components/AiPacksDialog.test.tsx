import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AiPack, OrderStatus } from '@slidecraft/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/init-i18n';
import { api, noData } from '../../../shared/http';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, queryOf } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';
import { SessionArea } from '../../account/components/SessionArea';
import { LoginModal } from '../../auth';
import { currentParams } from '../../auth/components/login-test-kit';
import { AiRateLine } from './AiRateLine';
import { fakeMembershipServer } from '../membership-test-kit';
import { MembershipGate } from './MembershipGate';

/** The header's session area, the home box's AI points line, login and the membership screens. */
const frame = (
  <>
    <SessionArea />
    <AiRateLine />
    <LoginModal />
    <MembershipGate />
  </>
);

const BASE = '/api/v8/embed/ai/times';
const ORDER = 'SC2026112500000000000099';

const pack = (id: string, points: number, pay: number, extra: Partial<AiPack> = {}): AiPack => ({
  id,
  title: `AI 点数包 ${points} 次`,
  price: { currency: 'CNY', pay, original: 0 },
  points,
  tip: '',
  description: '',
  badge: '',
  select: false,
  ...extra,
});
const PACKS = [
  pack('ai-pack-50', 50, 990),
  pack('ai-pack-200', 200, 2990, { select: true, badge: '推荐', tip: '最划算' }),
];

const statusOf = (paid: boolean): OrderStatus => ({
  orderNumber: ORDER,
  orderStatus: paid ? 'paid' : 'unpaid',
  status: '',
  productName: 'AI 点数包 200 次',
  isRenewal: false,
  amount: 2990,
  payment: 'wechat',
  isFirstOrder: false,
});

/** The fake API: 10 basic points; once `pay()` is called the order is paid and 200 more. */
function packServer() {
  let paid = false;
  const total = () => (paid ? 210 : 10);
  const server = fakeMembershipServer({
    [`${BASE}/products`]: () => envelope({ items: PACKS, payments: ['wechat', 'alipay'] }),
    [`${BASE}/payment/url`]: (call) =>
      envelope({
        type: 'scan',
        key: ORDER,
        orderNumber: ORDER,
        url: `https://pay.example/${queryOf(call).get('productId')}`,
        orderAmount: 2990,
        endAt: 0,
        coupon: null,
      }),
    [`${BASE}/pay/scan/status`]: () => envelope(statusOf(paid)),
    [`${BASE}/pay/status`]: () => envelope(statusOf(paid)),
    [`${BASE}/create/order`]: () => envelope({ orderNumber: ORDER, payUrl: '#paying' }),
    [`${BASE}/pay/info`]: () => envelope({ total: total(), used: 0, packPoints: paid ? 200 : 0 }),
    '/api/ai/rate': () => envelope({ aiTimes: { total: total(), used: 0 } }),
  });
  return {
    ...server,
    pay: () => {
      paid = true;
    },
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the AI-points packs', () => {
  it('desktop: lists the packs with the default selected, shows the QR, and once paid the new total', async () => {
    sessionToken.set('tok');
    const server = packServer();
    const { router } = renderApp(frame, { url: '/?aipacks=' });
    const panel = await screen.findByTestId('ai-packs-panel');
    const modal = panel.closest('.ant-modal') as HTMLElement;
    expect(modal.querySelector('.ant-modal-title')!.textContent).toBe('购买 AI 点数');
    expect((await within(panel).findByTestId('ai-packs-balance')).textContent).toBe(
      '当前 AI 点数剩余 10/10',
    );
    expect(panel.querySelectorAll('.sc-product-card')).toHaveLength(2);
    expect(within(panel).getByTestId('product-ai-pack-200').getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(panel).getByTestId('pack-points-ai-pack-50').textContent).toBe('50 点');
    expect(within(panel).getByTestId('product-ai-pack-200').textContent).toContain('推荐');
    expect(within(panel).getByTestId('product-ai-pack-200').textContent).toContain('最划算');

    // The QR of the default pack, in the pack calls; no membership end on its side.
    await waitFor(() => expect(server.callsTo(`${BASE}/payment/url`)).toHaveLength(1));
    const charge = queryOf(server.callsTo(`${BASE}/payment/url`)[0]!);
    expect(charge.get('productId')).toBe('ai-pack-200');
    expect(charge.get('payment')).toBe('wechat');
    expect(await within(panel).findByText('请使用微信支付扫码支付')).toBeTruthy();
    expect(within(panel).getByTestId('pay-qr').getAttribute('data-order-number')).toBe(ORDER);
    expect(within(panel).queryByTestId('pay-end-at')).toBeNull();
    expect(server.callsTo('/api/v8/embed/product/charge')).toHaveLength(0);
    await waitFor(() => expect(server.callsTo(`${BASE}/pay/scan/status`)).toHaveLength(1));
    expect(queryOf(server.callsTo(`${BASE}/pay/scan/status`)[0]!).get('key')).toBe(ORDER);
    expect((await screen.findByTestId('ai-rate')).textContent).toBe('AI 点数剩余 10/10');
    const rateCalls = server.callsTo('/api/ai/rate').length;

    // Paid in the provider's app: the next 5 s poll sees it.
    server.pay();
    await advance(5000);
    const success = await screen.findByTestId('ai-packs-success');
    expect(within(success).getByText('购买成功')).toBeTruthy();
    expect(within(success).getByTestId('ai-packs-success-product').textContent).toBe(
      '已购买：AI 点数包 200 次',
    );
    await waitFor(() =>
      expect(within(success).getByTestId('ai-packs-success-total').textContent).toBe(
        '当前 AI 点数共 210，剩余 210',
      ),
    );
    // The AI points shown elsewhere load again.
    await waitFor(() => expect(server.callsTo('/api/ai/rate').length).toBeGreaterThan(rateCalls));
    await waitFor(() =>
      expect(screen.getByTestId('ai-rate').textContent).toBe('AI 点数剩余 210/210'),
    );

    // The spent QR is not asked again: no new order the user never sees.
    expect(server.callsTo(`${BASE}/payment/url`)).toHaveLength(1);

    fireEvent.click(within(success).getByTestId('ai-packs-success-ok'));
    await waitFor(() => expect(currentParams(router).has('aipacks')).toBe(false));
  });

  it('desktop: choosing another pack and method asks for their QR', async () => {
    sessionToken.set('tok');
    const server = packServer();
    renderApp(frame, { url: '/?aipacks=' });
    fireEvent.click(await screen.findByTestId('product-ai-pack-50'));
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    await waitFor(() =>
      expect(
        server
          .callsTo(`${BASE}/payment/url`)
          .map((c) => `${queryOf(c).get('productId')} ${queryOf(c).get('payment')}`),
      ).toEqual(['ai-pack-200 wechat', 'ai-pack-50 wechat', 'ai-pack-50 alipay']),
    );
  });

  it('mobile: a bottom drawer; buying makes an H5 order that comes back to the packs', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    const server = packServer();
    renderApp(frame, { url: '/?aipacks=' });
    const panel = await screen.findByTestId('ai-packs-panel');
    expect(panel.closest('.ant-drawer-bottom.sc-ai-packs-drawer')).toBeTruthy();
    await within(panel).findByTestId('product-ai-pack-200');
    // No QR order for every pack looked at.
    expect(server.callsTo(`${BASE}/payment/url`)).toHaveLength(0);
    fireEvent.click(within(panel).getByTestId('buy-button'));
    fireEvent.click(await screen.findByTestId('pay-with-alipay'));
    await waitFor(() => expect(server.callsTo(`${BASE}/create/order`)).toHaveLength(1));
    expect(server.callsTo(`${BASE}/create/order`)[0]!.body).toEqual({
      productId: 'ai-pack-200',
      payment: 'alipay',
      callback: '/?aipacks=',
    });
    expect(server.callsTo('/api/order/h5/create')).toHaveLength(0);
  });

  it('mobile: back from the payment (?aipacks&orderNumber), the order is polled to paid', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    const server = packServer();
    const { router } = renderApp(frame, { url: `/?aipacks=&orderNumber=${ORDER}` });
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(`${BASE}/pay/status`)).toHaveLength(1));
    expect(queryOf(server.callsTo(`${BASE}/pay/status`)[0]!).get('orderNumber')).toBe(ORDER);
    server.pay();
    await advance(5000);
    const success = await screen.findByTestId('ai-packs-success');
    expect(success.closest('.ant-drawer')).toBeTruthy();
    await waitFor(() =>
      expect(within(success).getByTestId('ai-packs-success-total').textContent).toBe(
        '当前 AI 点数共 210，剩余 210',
      ),
    );
    // The membership's payment-success drawer is not shown for it.
    expect(screen.queryByTestId('pay-success')).toBeNull();
    expect(server.callsTo('/api/order/status')).toHaveLength(0);
    fireEvent.click(within(success).getByTestId('ai-packs-success-ok'));
    await waitFor(() => {
      const params = currentParams(router);
      expect(params.has('aipacks') || params.has('orderNumber')).toBe(false);
    });
  });

  it('opens from the user menu, from the AI points line and from the 5410 dialog', async () => {
    sessionToken.set('tok');
    packServer();
    const { router } = renderApp(frame, { url: '/' });
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('open-ai-packs'));
    await waitFor(() => expect(currentParams(router).has('aipacks')).toBe(true));
    expect(await screen.findByTestId('ai-packs-panel')).toBeTruthy();
    await act(() => router.navigate('/'));

    fireEvent.click(await screen.findByTestId('buy-ai-points'));
    expect(screen.getByTestId('buy-ai-points').textContent).toBe('购买 AI 点数');
    await waitFor(() => expect(currentParams(router).has('aipacks')).toBe(true));
    await act(() => router.navigate('/'));

    // An AI call refused with 5410: the dialog's 'buy AI points' opens the packs in place.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeMembershipServer({
      '/api/ai/x': () =>
        envelope(null, { code: 5410, message: 'AI 点数不足，升级专业版可无限生成' }),
      [`${BASE}/products`]: () => envelope({ items: PACKS, payments: ['wechat'] }),
    });
    await api.post('/api/ai/x', noData, {}).catch(() => undefined);
    const extra = await screen.findByTestId('confirm-extra');
    expect(extra.textContent).toContain('购买 AI 点数');
    fireEvent.click(extra);
    await waitFor(() => expect(currentParams(router).has('aipacks')).toBe(true));
    expect(assign).not.toHaveBeenCalled();
  });

  it('signed out, ?aipacks asks for login first', async () => {
    const server = packServer();
    const { router } = renderApp(frame, { url: '/?aipacks=' });
    expect(await screen.findByTestId('login-panel')).toBeTruthy();
    expect(currentParams(router).has('aipacks')).toBe(true);
    expect(screen.queryByTestId('ai-packs-panel')).toBeNull();
    expect(server.callsTo(`${BASE}/products`)).toHaveLength(0);
  });

  it('speaks en-US', async () => {
    initI18n('en-US');
    sessionToken.set('tok');
    packServer();
    renderApp(frame, { url: '/?aipacks=' });
    const panel = await screen.findByTestId('ai-packs-panel');
    expect(panel.closest('.ant-modal')!.querySelector('.ant-modal-title')!.textContent).toBe(
      'Buy AI points',
    );
    expect((await within(panel).findByTestId('pack-points-ai-pack-50')).textContent).toBe(
      '50 points',
    );
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityPopup, ChargeResult, Coupon } from '@slidecraft/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/init-i18n';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, queryOf, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';
import { LoginModal } from '../../auth';
import { currentParams, testUser } from '../../auth/components/login-test-kit';
import { resetBenefitShown } from '../benefit-offer';
import { formatCountdown } from '../countdown';
import { CATALOGUE, fakeMembershipServer as fakeServer } from '../membership-test-kit';
import { MembershipGate } from './MembershipGate';

const frame = (
  <>
    <LoginModal />
    <MembershipGate />
  </>
);

const CHARGE = '/api/v8/embed/product/charge';
const SHOULD_SHOW = '/api/promotion/retention/should-show';
const ISSUE = '/api/promotion/retention/issue';
const MY_COUPON = '/api/promotion/retention/my-coupon';
const POPUP = '/api/v7/embed/activity/popup';
const H5 = '/api/order/h5/create';

const COUPON: Coupon = {
  code: 'C0UP0N',
  title: '限时立减',
  description: '30 分钟内开通年度会员立减 10 元',
  remaining_seconds: 1800,
  reduce_amount_cny: 10,
  support_products: ['pro-yearly'],
};

const plan = (id: string) => CATALOGUE.find((p) => p.id === id)!;

/**
 * The server's pricing as the charge answers it: the plan's price less the coupon (while
 * `coupon()` gives one) and the promo code SPRING (20 yuan, every plan).
 */
function chargeOf(call: RecordedCall, coupon: () => ChargeResult['coupon']): Response {
  const query = queryOf(call);
  const list = plan(query.get('productId')!).price.pay;
  const c = coupon();
  const promo =
    query.get('promoCode') === 'SPRING' ? { code: 'SPRING', reduce_amount_cny: 20 } : null;
  const amount = list - (c ? c.reduce_amount_cny * 100 : 0) - (promo ? 2000 : 0);
  return envelope({
    type: 'scan',
    key: 'SC2026112500000000000001',
    orderNumber: 'SC2026112500000000000001',
    url: 'https://pay.example/qr',
    orderAmount: amount,
    endAt: 1_800_000_000,
    coupon: c,
    promo,
    listAmount: list,
  });
}

/** The membership fake API, its QR's order waiting to be paid. */
function fakeMembershipServer(routes: Record<string, (call: RecordedCall) => Response> = {}) {
  return fakeServer({
    '/api/order/status': () =>
      envelope({
        orderNumber: 'SC2026112500000000000001',
        orderStatus: 'unpaid',
        status: '',
        productName: '专业版 年度会员',
        isRenewal: false,
        amount: 19900,
        payment: 'wechat',
        isFirstOrder: true,
      }),
    ...routes,
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => {
  resetBenefitShown();
  sessionToken.set('tok');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countdown format', () => {
  it('is hh:mm:ss, hours past 99 included', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(1800)).toBe('00:30:00');
    expect(formatCountdown(30 * 86_400)).toBe('720:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('the coupon bar', () => {
  it('counts down each second, strikes the list price, and asks again 0.5 s after zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let live = true;
    const server = fakeMembershipServer({
      [CHARGE]: (call) =>
        chargeOf(call, () => (live ? { remaining_seconds: 3, reduce_amount_cny: 10 } : null)),
    });
    renderApp(frame, { url: '/?mm=' });
    const bar = await screen.findByTestId('coupon-bar');
    expect(bar.closest('.ant-modal')).toBeTruthy();
    expect(text('coupon-reduce')).toBe('-¥10');
    expect(text('coupon-countdown')).toBe(' 00:00:03 后过期');
    expect(text('pay-amount')).toBe('¥189');
    expect(text('list-price')).toBe('¥199');
    expect(screen.getByTestId('list-price').tagName).toBe('S');

    await advance(1000);
    expect(text('coupon-countdown')).toBe(' 00:00:02 后过期');
    await advance(1000);
    expect(text('coupon-countdown')).toBe(' 00:00:01 后过期');
    // Counted on the page: one charge call only.
    expect(server.callsTo(CHARGE)).toHaveLength(1);
    live = false;
    await advance(1000);
    expect(text('coupon-countdown')).toBe(' 00:00:00 后过期');
    await advance(400);
    expect(server.callsTo(CHARGE)).toHaveLength(1);
    await advance(200);
    expect(server.callsTo(CHARGE)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByTestId('coupon-bar')).toBeNull());
    expect(text('pay-amount')).toBe('¥199');
    expect(screen.queryByTestId('list-price')).toBeNull();
    await advance(3000);
    expect(server.callsTo(CHARGE)).toHaveLength(2);
  });

  it('no coupon, no reduction: no bar and no struck price', async () => {
    fakeMembershipServer({ [CHARGE]: (call) => chargeOf(call, () => null) });
    renderApp(frame, { url: '/?mm=' });
    await waitFor(() => expect(text('pay-amount')).toBe('¥199'));
    await screen.findByText('请使用微信支付扫码支付');
    expect(screen.queryByTestId('coupon-bar')).toBeNull();
    expect(screen.queryByTestId('list-price')).toBeNull();
  });

  it('mobile: the drawer prices the plan when the user holds a coupon for it', async () => {
    setViewportWidth(375);
    const server = fakeMembershipServer({
      [MY_COUPON]: () => envelope(COUPON),
      [CHARGE]: (call) =>
        chargeOf(call, () =>
          queryOf(call).get('productId') === 'pro-yearly'
            ? { remaining_seconds: 1800, reduce_amount_cny: 10 }
            : null,
        ),
      [H5]: () => envelope({ orderNumber: 'SC2026112500000000000002', payUrl: '#paying' }),
    });
    renderApp(frame, { url: '/?mm=' });
    const bar = await screen.findByTestId('coupon-bar');
    expect(bar.closest('.ant-drawer')).toBeTruthy();
    expect(text('coupon-countdown')).toBe(' 00:30:00 后过期');
    const buy = screen.getByTestId('buy-button').closest('.sc-buy-bar') as HTMLElement;
    expect(within(buy).getByTestId('pay-amount').textContent).toBe('¥189');
    expect(within(buy).getByTestId('list-price').textContent).toBe('¥199');
    expect(server.callsTo(CHARGE)).toHaveLength(1);

    // A plan the coupon does not name: catalogue price, no charge asked.
    fireEvent.click(screen.getByTestId('product-pro-monthly'));
    await waitFor(() => expect(within(buy).getByTestId('pay-amount').textContent).toBe('¥29.9'));
    expect(screen.queryByTestId('coupon-bar')).toBeNull();
    expect(server.callsTo(CHARGE)).toHaveLength(1);
  });

  it('mobile: without a coupon or promo code the drawer asks for no charge', async () => {
    setViewportWidth(375);
    const server = fakeMembershipServer({ [CHARGE]: (call) => chargeOf(call, () => null) });
    renderApp(frame, { url: '/?mm=' });
    await screen.findByTestId('buy-button');
    await waitFor(() => expect(server.callsTo(MY_COUPON)).toHaveLength(1));
    expect(text('pay-amount')).toBe('¥199');
    expect(server.callsTo(CHARGE)).toHaveLength(0);
  });
});

describe('promo codes', () => {
  it('applies a code (charge asked with it) and says when one does not apply', async () => {
    const server = fakeMembershipServer({ [CHARGE]: (call) => chargeOf(call, () => null) });
    renderApp(frame, { url: '/?mm=' });
    const link = await screen.findByTestId('promo-link');
    expect(link.textContent).toBe('有优惠码？');
    await waitFor(() => expect(server.callsTo(CHARGE)).toHaveLength(1));
    expect(queryOf(server.callsTo(CHARGE)[0]!).has('promoCode')).toBe(false);
    fireEvent.click(link);
    const input = screen.getByTestId('promo-input');
    fireEvent.change(input, { target: { value: ' spring ' } });
    fireEvent.click(screen.getByTestId('promo-apply'));
    await waitFor(() => expect(server.callsTo(CHARGE)).toHaveLength(2));
    expect(queryOf(server.callsTo(CHARGE)[1]!).get('promoCode')).toBe('SPRING');
    await waitFor(() => expect(text('promo-result')).toBe('已使用优惠码 SPRING：-¥20'));
    expect(text('pay-amount')).toBe('¥179');
    expect(text('list-price')).toBe('¥199');

    fireEvent.change(input, { target: { value: 'NOPE' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(text('promo-result')).toBe('该优惠码不适用于当前套餐'));
    expect(queryOf(server.callsTo(CHARGE)[2]!).get('promoCode')).toBe('NOPE');
    expect(text('pay-amount')).toBe('¥199');
    expect(screen.queryByTestId('list-price')).toBeNull();
    // Not an error: no toast.
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('chargeParams preset the plan and the promo code (?productId=&promoCode=)', async () => {
    const server = fakeMembershipServer({ [CHARGE]: (call) => chargeOf(call, () => null) });
    const { router } = renderApp(frame, { url: '/?mm=&productId=pro-monthly&promoCode=SPRING' });
    await waitFor(() => expect(server.callsTo(CHARGE)).toHaveLength(1));
    const query = queryOf(server.callsTo(CHARGE)[0]!);
    expect(query.get('productId')).toBe('pro-monthly');
    expect(query.get('promoCode')).toBe('SPRING');
    expect((screen.getByTestId('promo-input') as HTMLInputElement).value).toBe('SPRING');
    await waitFor(() => expect(text('promo-result')).toBe('已使用优惠码 SPRING：-¥20'));
    expect(text('pay-amount')).toBe('¥9.9');
    // Closing drops the presets with mm.
    fireEvent.click(document.querySelector('.ant-modal-close')!);
    await waitFor(() => expect(currentParams(router).toString()).toBe(''));
  });

  it('mobile: a promo code prices the drawer and goes with the order', async () => {
    setViewportWidth(375);
    const server = fakeMembershipServer({
      '/api/products': () => envelope({ items: CATALOGUE, payments: ['wechat'] }),
      [CHARGE]: (call) => chargeOf(call, () => null),
      [H5]: () => envelope({ orderNumber: 'SC2026112500000000000002', payUrl: '#paying' }),
    });
    renderApp(frame, { url: '/?mm=&promoCode=spring' });
    await waitFor(() => expect(text('promo-result')).toBe('已使用优惠码 SPRING：-¥20'));
    expect(text('pay-amount')).toBe('¥179');
    fireEvent.click(screen.getByTestId('buy-button'));
    await waitFor(() => expect(server.callsTo(H5)).toHaveLength(1));
    expect(server.callsTo(H5)[0]!.body).toMatchObject({
      productId: 'pro-yearly',
      payment: 'wechat',
      promoCode: 'SPRING',
    });
  });
});

/** The fake API with a retention campaign: should-show answers `show`, issue the coupon. */
function retentionServer(show: boolean, routes: Record<string, () => Response> = {}) {
  let issued = false;
  const server = fakeMembershipServer({
    [SHOULD_SHOW]: () => envelope({ should_show: show }),
    [ISSUE]: () => {
      issued = true;
      return envelope(COUPON);
    },
    [MY_COUPON]: () => envelope(issued ? COUPON : null),
    [CHARGE]: (call) =>
      chargeOf(call, () =>
        issued && queryOf(call).get('productId') === 'pro-yearly'
          ? { remaining_seconds: 1799, reduce_amount_cny: 10 }
          : null,
      ),
    ...routes,
  });
  return server;
}

const closeModal = () => fireEvent.click(document.querySelector('.ant-modal-close')!);

describe('the retention coupon', () => {
  it('should-show false: no coupon is issued and nothing shows', async () => {
    const server = retentionServer(false);
    const { router } = renderApp(frame, { url: '/?mm=' });
    await screen.findByTestId('pay-amount');
    closeModal();
    await waitFor(() => expect(server.callsTo(SHOULD_SHOW)).toHaveLength(1));
    await waitFor(() => expect(currentParams(router).has('mm')).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.callsTo(ISSUE)).toHaveLength(0);
    expect(screen.queryByTestId('benefit-popup')).toBeNull();
  });

  it('should-show true: issues the coupon, shows the popup; use now reopens the modal with it', async () => {
    const server = retentionServer(true);
    const { router } = renderApp(frame, { url: '/?mm=' });
    await waitFor(() => expect(text('pay-amount')).toBe('¥199'));
    expect(server.callsTo(CHARGE)).toHaveLength(1);
    closeModal();

    const popup = await screen.findByTestId('benefit-popup');
    expect(server.callsTo(SHOULD_SHOW)).toHaveLength(1);
    expect(server.callsTo(ISSUE)).toHaveLength(1);
    expect(server.callsTo(ISSUE)[0]!.method).toBe('POST');
    expect(popup.closest('.ant-modal')).toBeTruthy();
    expect(within(popup).getByTestId('benefit-reduce').textContent).toBe('立减¥10');
    expect(within(popup).getByTestId('benefit-title').textContent).toBe('限时立减');
    expect(within(popup).getByTestId('benefit-description').textContent).toBe(
      '30 分钟内开通年度会员立减 10 元',
    );
    expect(within(popup).getByTestId('benefit-countdown').textContent).toBe('00:30:00 后结束');
    expect(within(popup).getByTestId('benefit-use').textContent).toBe('立即使用');

    fireEvent.click(within(popup).getByTestId('benefit-use'));
    await waitFor(() => expect(currentParams(router).has('mm')).toBe(true));
    expect(currentParams(router).get('productId')).toBe('pro-yearly');
    // Asked again: the coupon now reduces the price.
    expect(await screen.findByTestId('coupon-bar')).toBeTruthy();
    expect(server.callsTo(CHARGE)).toHaveLength(2);
    expect(text('coupon-countdown')).toBe(' 00:29:59 后过期');
    expect(text('pay-amount')).toBe('¥189');
    expect(text('list-price')).toBe('¥199');

    // Once per page session: closing again asks nothing more.
    closeModal();
    await waitFor(() => expect(currentParams(router).has('mm')).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.callsTo(SHOULD_SHOW)).toHaveLength(1);
    expect(server.callsTo(ISSUE)).toHaveLength(1);
  });

  it('a member closing the modal is not asked', async () => {
    const server = retentionServer(true, {
      '/api/user/user-info': () => envelope({ ...testUser, isRole: true, endAt: 1_900_000_000 }),
    });
    const { router } = renderApp(frame, { url: '/?mm=' });
    await screen.findByText('专业版', { selector: '.ant-tag' });
    closeModal();
    await waitFor(() => expect(currentParams(router).has('mm')).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.callsTo(SHOULD_SHOW)).toHaveLength(0);
  });

  it('mobile: the popup is a bottom drawer, offered after the drawer is left', async () => {
    setViewportWidth(375);
    const server = retentionServer(true);
    renderApp(frame, { url: '/?mm=' });
    fireEvent.click(await screen.findByRole('button', { name: '返回' }));
    const popup = await screen.findByTestId('benefit-popup');
    expect(popup.closest('.ant-drawer-bottom')).toBeTruthy();
    expect(server.callsTo(ISSUE)).toHaveLength(1);
  });
});

const OPERATOR_POPUP: NonNullable<ActivityPopup> = {
  title: '春季特惠',
  description: '年度会员立减 20 元',
  reduce_amount_cny: 20,
  endAt: 1_900_000_000,
  remaining_seconds: 7200,
  productId: 'pro-monthly',
  promoCode: 'SPRING',
  buttonText: '马上抢',
  product: plan('pro-monthly'),
};

describe("the operator's limited-time benefit popup", () => {
  it('shows on a page once per tab; use now opens its plan with its promo code', async () => {
    const server = fakeMembershipServer({
      [POPUP]: () => envelope(OPERATOR_POPUP),
      [CHARGE]: (call) => chargeOf(call, () => null),
    });
    const { router } = renderApp(frame, { url: '/' });
    const popup = await screen.findByTestId('benefit-popup');
    expect(popup.getAttribute('data-kind')).toBe('activity');
    expect(within(popup).getByTestId('benefit-reduce').textContent).toBe('立减¥20');
    expect(within(popup).getByTestId('benefit-title').textContent).toBe('春季特惠');
    expect(within(popup).getByTestId('benefit-countdown').textContent).toBe('02:00:00 后结束');
    const use = within(popup).getByTestId('benefit-use');
    expect(use.textContent).toBe('马上抢');
    fireEvent.click(use);

    await waitFor(() => expect(server.callsTo(CHARGE)).toHaveLength(1));
    const params = currentParams(router);
    expect(params.has('mm')).toBe(true);
    expect(params.get('productId')).toBe('pro-monthly');
    expect(params.get('promoCode')).toBe('SPRING');
    const query = queryOf(server.callsTo(CHARGE)[0]!);
    expect(query.get('productId')).toBe('pro-monthly');
    expect(query.get('promoCode')).toBe('SPRING');
    await waitFor(() => expect(text('promo-result')).toBe('已使用优惠码 SPRING：-¥20'));
    expect(server.callsTo(POPUP)).toHaveLength(1);
  });

  it('not again once shown in this tab', async () => {
    const server = fakeMembershipServer({ [POPUP]: () => envelope(OPERATOR_POPUP) });
    const first = renderApp(frame, { url: '/' });
    await screen.findByTestId('benefit-popup');
    first.unmount();

    renderApp(frame, { url: '/' });
    await waitFor(() => expect(server.callsTo('/api/user/user-info')).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByTestId('benefit-popup')).toBeNull();
    expect(server.callsTo(POPUP)).toHaveLength(1);
  });

  it('a member is not shown it', async () => {
    const server = fakeMembershipServer({
      [POPUP]: () => envelope(OPERATOR_POPUP),
      '/api/user/user-info': () => envelope({ ...testUser, isRole: true }),
    });
    renderApp(frame, { url: '/' });
    await waitFor(() => expect(server.callsTo('/api/user/user-info')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.callsTo(POPUP)).toHaveLength(0);
    expect(screen.queryByTestId('benefit-popup')).toBeNull();
  });
});

describe('languages', () => {
  it.each([
    ['zh-TW', ' 00:30:00 後過期', '有優惠碼？', '此優惠碼不適用於目前方案'],
    [
      'en-US',
      ' Expires in 00:30:00',
      'Have a promo code?',
      'This code does not apply to this plan',
    ],
  ] as const)('speaks %s', async (locale, countdown, link, notApplicable) => {
    initI18n(locale);
    fakeMembershipServer({
      [CHARGE]: (call) =>
        chargeOf(call, () => ({ remaining_seconds: 1800, reduce_amount_cny: 10 })),
    });
    renderApp(frame, { url: '/?mm=' });
    await screen.findByTestId('coupon-bar');
    expect(text('coupon-countdown')).toBe(countdown);
    expect(text('promo-link')).toBe(link);
    fireEvent.click(screen.getByTestId('promo-link'));
    fireEvent.change(screen.getByTestId('promo-input'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByTestId('promo-apply'));
    await waitFor(() => expect(text('promo-result')).toBe(notApplicable));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../shared/format-date';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, queryOf } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';
import { LoginModal } from '../../auth';
import { currentParams, testUser } from '../../auth/components/login-test-kit';
import { buildOrder, fakeMembershipServer } from '../membership-test-kit';
import { MembershipGate } from './MembershipGate';

/** The app frame's part that matters here: the login modal and the membership screens. */
const frame = (
  <>
    <LoginModal />
    <MembershipGate />
  </>
);

const ORDER = buildOrder();
/** The detail answer: the order was paid after the list loaded. */
const PAID = buildOrder({
  status: 'paid',
  payment: 'alipay',
  paidAt: '2026-11-24T02:05:00.000Z',
  endAt: 1_766_620_800,
});

function ordersServer() {
  return fakeMembershipServer({
    '/api/order/list': () => envelope({ items: [ORDER], total: 1 }),
    '/api/order/detail': () => envelope(PAID),
  });
}

/** Opens the order of the list and checks every field of the detail answer. */
async function openAndCheckDetail(server: ReturnType<typeof ordersServer>) {
  fireEvent.click(await screen.findByTestId(`order-${ORDER.orderNumber}`));
  const detail = await screen.findByTestId('order-detail');
  await within(detail).findByTestId('order-detail-number');
  const field = (key: string) => within(detail).getByTestId(`order-detail-${key}`).textContent;
  expect(field('number')).toContain(ORDER.orderNumber);
  expect(within(detail).getByRole('button', { name: '复制' })).toBeTruthy();
  expect(field('product')).toBe('专业版 月度会员');
  expect(field('amount')).toBe('¥29.9');
  expect(field('payment')).toBe('支付宝');
  expect(field('status')).toBe('已支付');
  // Relative times (spec section 9), the exact time as their tooltip.
  const time = (key: string) =>
    within(detail).getByTestId(`order-detail-${key}`).querySelector('time')!;
  expect(time('created').title).toBe(formatDateTime(Date.parse(PAID.createdAt) / 1000));
  expect(time('paid').title).toBe(formatDateTime(Date.parse(PAID.paidAt!) / 1000));
  expect(field('created')).toMatch(/^(\d+ (分钟|小时|天|个月|年)前|1 分钟内)$/);
  expect(field('valid-until')).toBe(formatDate(PAID.endAt!));
  const calls = server.callsTo('/api/order/detail');
  expect(calls).toHaveLength(1);
  expect(queryOf(calls[0]!).get('orderNumber')).toBe(ORDER.orderNumber);
  return detail;
}

describe('membership screens', () => {
  it('signed out, ?mm starts the login instead of showing the membership panel', async () => {
    const server = fakeMembershipServer();
    const { router } = renderApp(frame, { url: '/pricing?mm=' });
    expect(await screen.findByTestId('login-panel')).toBeTruthy();
    const params = currentParams(router);
    expect(params.get('lm')).toBe('');
    // ?mm stays, so the membership screen opens once the login succeeds.
    expect(params.has('mm')).toBe(true);
    expect(screen.queryByTestId('membership-panel')).toBeNull();
    expect(server.callsTo('/api/user/user-info')).toHaveLength(0);
  });

  it('order management opens an order detail in the modal; back returns to the list', async () => {
    sessionToken.set('tok');
    const server = ordersServer();
    renderApp(frame, { url: '/?om=' });
    const detail = await openAndCheckDetail(server);
    expect(detail.closest('.ant-modal')).toBeTruthy();
    expect(screen.queryByTestId('order-list')).toBeNull();
    fireEvent.click(screen.getByTestId('order-detail-back'));
    expect(await screen.findByTestId('order-list')).toBeTruthy();
    expect(screen.queryByTestId('order-detail')).toBeNull();
  });

  it('on mobile the order detail shows inside the drawer', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    const server = ordersServer();
    renderApp(frame, { url: '/?om=' });
    const detail = await openAndCheckDetail(server);
    expect(detail.closest('.ant-drawer')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-detail-back'));
    expect(await screen.findByTestId(`order-${ORDER.orderNumber}`)).toBeTruthy();
  });

  it('an order detail that fails to load offers a retry', async () => {
    sessionToken.set('tok');
    let answers = 0;
    fakeMembershipServer({
      '/api/order/list': () => envelope({ items: [ORDER], total: 1 }),
      '/api/order/detail': () => {
        answers += 1;
        return answers === 1
          ? envelope(null, { code: 404, message: '订单不存在', status: 404 })
          : envelope(PAID);
      },
    });
    renderApp(frame, { url: '/?om=' });
    fireEvent.click(await screen.findByTestId(`order-${ORDER.orderNumber}`));
    expect(await screen.findByText('订单详情加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('order-detail-status')).textContent).toBe('已支付');
  });

  it('mobile drawer: a non-member gets the upgrade line and a not-a-member expiry line', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    fakeMembershipServer();
    renderApp(frame, { url: '/?mm=' });
    const panel = await screen.findByTestId('membership-panel');
    expect(panel.closest('.ant-drawer')).toBeTruthy();
    expect(screen.getByTestId('membership-expiry').textContent).toBe('升级专业版，无限次生成 PPT');
    await screen.findByTestId('product-pro-monthly');
    expect(screen.getByTestId('membership-expiry-line').textContent).toBe(
      '你还不是会员，支付后立即生效',
    );
  });

  it('mobile drawer: a member sees the membership end as YYYY-MM-DD', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    const endAt = 1_766_620_800;
    fakeMembershipServer({
      '/api/user/user-info': () => envelope({ ...testUser, isRole: true, endAt }),
    });
    renderApp(frame, { url: '/?mm=' });
    const line = await screen.findByTestId('membership-expiry-line');
    expect(line.textContent).toBe(`会员有效期至 ${formatDate(endAt)}`);
    expect(line.textContent).toMatch(/\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByTestId('membership-tier').textContent).toBe('专业版');
  });

  it('desktop modal keeps the expiry in the header and has no separate line', async () => {
    sessionToken.set('tok');
    const endAt = 1_766_620_800;
    fakeMembershipServer({
      '/api/user/user-info': () => envelope({ ...testUser, isRole: true, endAt }),
      '/api/v8/embed/product/charge': () => new Promise<Response>(() => undefined),
    });
    renderApp(frame, { url: '/?mm=' });
    await waitFor(() =>
      expect(screen.getByTestId('membership-expiry').textContent).toBe(`${formatDate(endAt)} 到期`),
    );
    expect(screen.queryByTestId('membership-expiry-line')).toBeNull();
  });
});

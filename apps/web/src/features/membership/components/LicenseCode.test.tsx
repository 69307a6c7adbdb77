import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/init-i18n';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, queryOf, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';
import { LoginModal } from '../../auth';
import { buildOrder, fakeMembershipServer } from '../membership-test-kit';
import { MembershipGate } from './MembershipGate';

const frame = (
  <>
    <LoginModal />
    <MembershipGate />
  </>
);

const LICENSE = '/api/order/license-code';
const JOINT_PAID = buildOrder({
  orderNumber: 'SC202611240000000000000011',
  productId: 'pro-union-yearly',
  productName: '联合会员 年度',
  status: 'paid',
  paidAt: '2026-11-24T02:05:00.000Z',
  endAt: 1_800_000_000,
  isUnionProduct: true,
});
const JOINT_OPEN = buildOrder({
  orderNumber: 'SC202611240000000000000012',
  productId: 'pro-union-yearly',
  productName: '联合会员 年度',
  isUnionProduct: true,
});
const PLAIN_PAID = buildOrder({
  orderNumber: 'SC202611240000000000000013',
  status: 'paid',
  paidAt: '2026-11-24T02:05:00.000Z',
  endAt: 1_800_000_000,
});
const CODE = 'ISLIDE-7Q2M-K9XD';

function ordersServer(license: (call: RecordedCall) => Response) {
  return fakeMembershipServer({
    '/api/order/list': () => envelope({ items: [JOINT_PAID, JOINT_OPEN, PLAIN_PAID], total: 3 }),
    '/api/order/detail': (call) =>
      envelope(
        [JOINT_PAID, JOINT_OPEN, PLAIN_PAID].find(
          (o) => o.orderNumber === queryOf(call).get('orderNumber'),
        ),
      ),
    [LICENSE]: license,
  });
}

const granted = (call: RecordedCall) =>
  envelope({
    orderNumber: queryOf(call).get('orderNumber'),
    productId: 'pro-union-yearly',
    code: CODE,
  });

describe("a joint plan's partner code in order management", () => {
  it('only a paid joint order has "view redeem code"; it shows the code, copies it and stays on the list', async () => {
    sessionToken.set('tok');
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const server = ordersServer(granted);
    renderApp(frame, { url: '/?om=' });
    const row = await screen.findByTestId(`order-${JOINT_PAID.orderNumber}`);
    expect(screen.getAllByRole('button', { name: /查看兑换码/ })).toHaveLength(1);
    expect(
      within(screen.getByTestId(`order-${JOINT_OPEN.orderNumber}`)).queryByText('查看兑换码'),
    ).toBeNull();
    expect(
      within(screen.getByTestId(`order-${PLAIN_PAID.orderNumber}`)).queryByText('查看兑换码'),
    ).toBeNull();

    fireEvent.click(within(row).getByTestId(`view-code-${JOINT_PAID.orderNumber}`));
    const value = await screen.findByTestId('license-code-value');
    expect(value.textContent).toBe(CODE);
    const dialog = value.closest('.ant-modal') as HTMLElement;
    expect(dialog.querySelector('.ant-modal-title')!.textContent).toBe('PPT 插件会员兑换码');
    expect(dialog.textContent).toContain('兑换步骤');
    expect(dialog.querySelectorAll('.sc-steps li')).toHaveLength(3);
    const calls = server.callsTo(LICENSE);
    expect(calls).toHaveLength(1);
    expect(queryOf(calls[0]!).get('orderNumber')).toBe(JOINT_PAID.orderNumber);

    fireEvent.click(screen.getByTestId('license-code-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODE));
    expect(await screen.findByText('兑换码已复制')).toBeTruthy();
    // Clicks inside the dialog do not open the order's detail behind it.
    expect(server.callsTo('/api/order/detail')).toHaveLength(0);
    expect(screen.getByTestId('order-list')).toBeTruthy();
  });

  it('5603: the server message and "try again later"; retry shows the code once in stock', async () => {
    sessionToken.set('tok');
    let stock = false;
    const server = ordersServer((call) =>
      stock ? granted(call) : envelope(null, { code: 5603, message: '兑换码库存不足' }),
    );
    renderApp(frame, { url: '/?om=' });
    fireEvent.click(await screen.findByTestId(`view-code-${JOINT_PAID.orderNumber}`));
    expect((await screen.findByTestId('license-code-error')).textContent).toBe('兑换码库存不足');
    expect(screen.getByText('请稍后再试')).toBeTruthy();
    // Shown in the dialog only: no toast repeats it.
    expect(document.querySelector('.ant-message-notice')).toBeNull();

    stock = true;
    fireEvent.click(screen.getByTestId('license-code-retry'));
    expect((await screen.findByTestId('license-code-value')).textContent).toBe(CODE);
    expect(server.callsTo(LICENSE)).toHaveLength(2);
  });

  it('the order detail of a paid joint order has it too; mobile shows it in a bottom drawer', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    ordersServer(granted);
    renderApp(frame, { url: '/?om=' });
    fireEvent.click(await screen.findByText('专业版 月度会员'));
    expect(await screen.findByTestId('order-detail-status')).toBeTruthy();
    expect(screen.queryByText('查看兑换码')).toBeNull();
    fireEvent.click(screen.getByTestId('order-detail-back'));

    const jointRows = await screen.findAllByText('联合会员 年度');
    fireEvent.click(jointRows[0]!);
    await screen.findByTestId('order-detail-status');
    fireEvent.click(screen.getByTestId(`view-code-${JOINT_PAID.orderNumber}`));
    const value = await screen.findByTestId('license-code-value');
    expect(value.closest('.ant-drawer-bottom')).toBeTruthy();
    expect(value.textContent).toBe(CODE);
  });

  it('speaks en-US', async () => {
    initI18n('en-US');
    sessionToken.set('tok');
    ordersServer(granted);
    renderApp(frame, { url: '/?om=' });
    fireEvent.click(await screen.findByTestId(`view-code-${JOINT_PAID.orderNumber}`));
    await screen.findByTestId('license-code-value');
    expect(screen.getByTestId('license-code-copy').textContent).toContain('Copy code');
    expect(screen.getByText('How to redeem')).toBeTruthy();
  });
});

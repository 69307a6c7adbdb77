import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { LoginModal } from '../../auth';
import { CATALOGUE } from '../../membership/membership-fixtures';
import { centreServer, detailOf, pathOf, template } from '../template-fixtures';
import TemplateDetailPage from './TemplateDetailPage';

const ITEM = template(3);
const PRICE = { currency: 'CNY', pay: 990, original: 0 };
const ORDER = 'SC202611260000000000000042';
const TIMES = { unlimited: false, total: 5, used: 0, remaining: 5 };

/** A paid template's page: detail with a price, the access, the QR charge and the order. */
function paidServer(access: 'locked' | 'paid' | 'member' = 'locked') {
  let state = access;
  let polled = 0;
  const server = centreServer(0, (call: RecordedCall) => {
    const path = pathOf(call);
    if (path === '/api/template-center/detail')
      return envelope({ ...detailOf(ITEM, 3), price: PRICE });
    if (path === '/api/template-center/recommendList') return envelope({ items: [] });
    if (path === '/api/template-center/downloadTimes') return envelope(TIMES);
    if (path === '/api/products')
      return envelope({ items: CATALOGUE, payments: ['wechat', 'alipay'] });
    if (path === '/api/ai/contents/pay/result') {
      return envelope({
        contentId: ITEM.id,
        access: state,
        paid: state === 'paid',
        orderNumber: state === 'paid' ? ORDER : null,
      });
    }
    if (path === '/api/pay/products/course/get-qrcode-url') {
      return envelope({
        type: 'scan',
        key: ORDER,
        orderNumber: ORDER,
        url: `http://localhost/sandbox/cashier/${ORDER}`,
        orderAmount: 990,
        endAt: 0,
        coupon: null,
      });
    }
    if (path === '/api/order/status') {
      polled += 1;
      // The buyer pays: the sandbox settles the order, which now unlocks the template.
      state = 'paid';
      return envelope({
        orderNumber: ORDER,
        orderStatus: 'paid',
        status: '',
        productName: '精品模板',
        isRenewal: false,
        amount: 990,
        payment: 'wechat',
        isFirstOrder: true,
      });
    }
    if (path === '/api/template-center/download') {
      return envelope({ url: '/api/files/signed/t.pptx?sig=x', fileName: 't.pptx', times: TIMES });
    }
    return undefined;
  });
  return { ...server, polled: () => polled };
}

function renderDetail() {
  return renderApp(<p>elsewhere</p>, {
    url: `/templates/${ITEM.id}`,
    routes: [
      {
        path: '/templates/:id',
        element: (
          <>
            <TemplateDetailPage />
            <LoginModal />
          </>
        ),
      },
    ],
  });
}

const callsTo = (calls: RecordedCall[], path: string) => calls.filter((c) => pathOf(c) === path);

afterEach(() => vi.restoreAllMocks());

describe('a paid template', () => {
  it('shows its price and asks a signed-out visitor to log in before buying', async () => {
    const { calls } = paidServer();
    const { router } = renderDetail();
    const price = await screen.findByTestId('template-price');
    expect(price.textContent).toContain('¥9.9');
    expect(screen.getByTestId('template-access').textContent).toBe('单独购买的付费模板');
    fireEvent.click(screen.getByTestId('template-buy'));
    expect(currentUrl(router)).toBe(`/templates/${ITEM.id}?lm=`);
    expect(callsTo(calls, '/api/pay/products/course/get-qrcode-url')).toHaveLength(0);
  });

  it('is bought by QR like a membership, then shows as bought and downloads', async () => {
    sessionToken.set('tok');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = paidServer();
    renderDetail();
    // Download before buying opens the purchase instead.
    fireEvent.click(await screen.findByTestId('template-download'));
    const dialog = await screen.findByTestId('template-buy-dialog');
    expect(dialog.textContent).toContain('不占每日下载次数');
    await waitFor(() =>
      expect(within(dialog).getByTestId('pay-qr').getAttribute('data-order-number')).toBe(ORDER),
    );
    const charge = callsTo(calls, '/api/pay/products/course/get-qrcode-url')[0]!;
    const query = new URL(charge.url, 'http://localhost').searchParams;
    expect(query.get('productId')).toBe(`content-${ITEM.id}`);
    expect(query.get('orderTypeEnum')).toBe('course');
    expect(callsTo(calls, '/api/template-center/download')).toHaveLength(0);

    expect(await screen.findByText('购买成功，现在可以下载了')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('template-access').textContent).toBe('已购买，可直接下载'),
    );
    expect(screen.queryByTestId('template-buy')).toBeNull();
    fireEvent.click(screen.getByTestId('template-download'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it('downloads at once for a member', async () => {
    sessionToken.set('tok');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = paidServer('member');
    renderDetail();
    await waitFor(() =>
      expect(screen.getByTestId('template-access').textContent).toBe('会员免费下载'),
    );
    expect(screen.queryByTestId('template-buy')).toBeNull();
    fireEvent.click(screen.getByTestId('template-download'));
    await waitFor(() => expect(callsTo(calls, '/api/template-center/download')).toHaveLength(1));
    expect(screen.queryByTestId('template-buy-dialog')).toBeNull();
  });
});

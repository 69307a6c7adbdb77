import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../app/i18n/init-i18n';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';
import { LoginModal } from '../../auth';
import { currentParams } from '../../auth/components/login-test-kit';
import { buildProduct, CATALOGUE, fakeMembershipServer } from '../membership-test-kit';
import { MembershipGate } from './MembershipGate';

const frame = (
  <>
    <LoginModal />
    <MembershipGate />
  </>
);

const UNION = buildProduct('pro-union-yearly', 29900, 365, {
  title: '联合会员 年度',
  isUnionProduct: true,
});

function unionServer() {
  return fakeMembershipServer({
    '/api/products': () =>
      envelope({ items: [...CATALOGUE, UNION], payments: ['wechat', 'alipay'] }),
    // The QR is not what these tests are about.
    '/api/v8/embed/product/charge': () => new Promise<Response>(() => undefined),
  });
}

const steps = (tip: HTMLElement) =>
  [...tip.querySelectorAll('.sc-steps li')].map((li) => li.textContent);

describe('the redeem tip of a joint plan', () => {
  it('desktop: the terms line shows the entry only for a joint plan; it opens the tip; "I know" closes it', async () => {
    sessionToken.set('tok');
    unionServer();
    const { router } = renderApp(frame, { url: '/?mm=' });
    // The default (yearly) plan is no joint plan: no entry.
    await screen.findByTestId('product-pro-yearly');
    expect(screen.queryByTestId('union-redeem-entry')).toBeNull();

    fireEvent.click(screen.getByTestId('product-pro-union-yearly'));
    const entry = await screen.findByTestId('union-redeem-entry');
    expect(entry.textContent).toBe('兑换插件会员');
    expect(entry.closest('.sc-membership-terms')).toBeTruthy();
    fireEvent.click(entry);

    const tip = await screen.findByTestId('union-redeem-tip');
    const modal = tip.closest('.ant-modal') as HTMLElement;
    expect(modal.querySelector('.ant-modal-title')!.textContent).toBe('兑换 PPT 插件会员');
    expect(steps(tip)).toEqual([
      '购买联合会员',
      '前往订单管理',
      '找到联合会员订单，点击「查看兑换码」',
      '按兑换流程完成兑换',
    ]);
    expect(within(tip).getByTestId('union-tip-ok').textContent).toBe('我知道了');
    fireEvent.click(within(tip).getByTestId('union-tip-ok'));
    // Closing (jsdom runs no animation end: the leaving motion shows it).
    await waitFor(() => expect(modal.className).toContain('ant-zoom-leave'));
    // The membership modal stays.
    expect(screen.getByTestId('membership-panel')).toBeTruthy();
    expect(currentParams(router).has('mm')).toBe(true);

    // Selecting another plan takes the entry away.
    fireEvent.click(screen.getByTestId('product-pro-monthly'));
    expect(screen.queryByTestId('union-redeem-entry')).toBeNull();
  });

  it('"order management" in the tip opens ?om in place of the membership modal', async () => {
    sessionToken.set('tok');
    unionServer();
    const { router } = renderApp(frame, { url: '/?mm=&productId=pro-union-yearly' });
    fireEvent.click(await screen.findByTestId('union-redeem-entry'));
    fireEvent.click(await screen.findByTestId('union-tip-orders'));
    await waitFor(() => expect(currentParams(router).has('om')).toBe(true));
    expect(currentParams(router).has('mm')).toBe(false);
    expect(currentParams(router).has('productId')).toBe(false);
    expect(await screen.findByText('还没有订单')).toBeTruthy();
  });

  it('mobile: the entry in the drawer opens a bottom drawer', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    unionServer();
    renderApp(frame, { url: '/?mm=&productId=pro-union-yearly' });
    fireEvent.click(await screen.findByTestId('union-redeem-entry'));
    const tip = await screen.findByTestId('union-redeem-tip');
    expect(tip.closest('.ant-drawer-bottom.sc-union-tip-drawer')).toBeTruthy();
    expect(tip.closest('.ant-drawer')!.textContent).toContain('兑换 PPT 插件会员');
  });

  it('speaks zh-TW', async () => {
    initI18n('zh-TW');
    sessionToken.set('tok');
    unionServer();
    renderApp(frame, { url: '/?mm=&productId=pro-union-yearly' });
    const entry = await screen.findByTestId('union-redeem-entry');
    expect(entry.textContent).toBe('兌換外掛程式會員');
    fireEvent.click(entry);
    const tip = await screen.findByTestId('union-redeem-tip');
    expect(steps(tip)[0]).toBe('購買聯合會員');
  });
});

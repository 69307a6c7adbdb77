import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format-date';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, type RecordedCall } from '../../../test/fetch-mock';
import { initI18n } from '../../../app/i18n/init-i18n';
import { renderApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';
import { SessionArea } from '../../account/components/SessionArea';
import { LoginModal } from '../../auth';
import { currentParams, testUser } from '../../auth/components/login-test-kit';
import { fakeMembershipServer } from '../membership-test-kit';
import { MembershipGate } from './MembershipGate';

/** The app frame's parts that matter here: the header's session area, login, membership. */
const frame = (
  <>
    <SessionArea />
    <LoginModal />
    <MembershipGate />
  </>
);

const REDEEM = '/api/license-code/redeem';
const END_AT = 1_766_620_800;
const GRANTED = { productId: 'pro-monthly', productTitle: '专业版 月度会员', endAt: END_AT };

/** The fake API; after a successful redeem, user-info answers a member until END_AT. */
function redeemServer(answer: (call: RecordedCall) => Response | Promise<Response>) {
  let member = false;
  const server = fakeMembershipServer({
    [REDEEM]: async (call) => {
      const response = await answer(call);
      const body = (await response.clone().json()) as { code: number };
      if (body.code === 200) member = true;
      return response;
    },
    '/api/user/user-info': () =>
      envelope(member ? { ...testUser, isRole: true, endAt: END_AT } : testUser),
  });
  return server;
}

async function openDialog(url = '/?redeem=1') {
  const result = renderApp(frame, { url });
  const input = (await screen.findByTestId('redeem-input')) as HTMLInputElement;
  return { ...result, input, submit: screen.getByTestId('redeem-submit') };
}

const type = (input: HTMLInputElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('the redeem-code dialog', () => {
  it('keeps the submit disabled while blank and says a code is needed for white space', async () => {
    sessionToken.set('tok');
    const server = redeemServer(() => envelope(GRANTED));
    const { input, submit } = await openDialog();
    const dialog = input.closest('.ant-modal')!;
    expect(dialog.querySelector('.ant-modal-title')!.textContent).toBe('兑换码');
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('redeem-error').textContent).toBe('');

    // Enter on the empty input: the rule, and nothing sent.
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(screen.getByTestId('redeem-error').textContent).toBe('兑换码不能为空');

    type(input, '   ');
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('redeem-error').textContent).toBe('兑换码不能为空');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(server.callsTo(REDEEM)).toHaveLength(0);

    type(input, ' AB ');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('redeem-error').textContent).toBe('');
  });

  it('takes at most 16 characters, drops white space around a pasted code and sends it trimmed', async () => {
    sessionToken.set('tok');
    const server = redeemServer(() => envelope(GRANTED));
    const { input } = await openDialog();
    expect(input.getAttribute('maxlength')).toBe('16');
    type(input, 'ABCDEFGHJKLMNPQRSTUV');
    expect(input.value).toBe('ABCDEFGHJKLMNPQR');

    type(input, '');
    // A 16-character code copied with white space around it still fits.
    fireEvent.paste(input, { clipboardData: { getData: () => '  23456789ABCDEFGH \n' } });
    expect(input.value).toBe('23456789ABCDEFGH');
    type(input, ' 23456789ABCDEFG');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.callsTo(REDEEM)).toHaveLength(1));
    const call = server.callsTo(REDEEM)[0]!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ code: '23456789ABCDEFG' });
    expect(await screen.findByTestId('redeem-success')).toBeTruthy();
  });

  it('shows the server message under the input, keeps the code, and loads while it waits', async () => {
    sessionToken.set('tok');
    let reply: (r: Response) => void = () => undefined;
    const server = redeemServer(
      () =>
        new Promise<Response>((resolve) => {
          reply = resolve;
        }),
    );
    const { input, submit } = await openDialog();
    type(input, 'WRONGCODE2345678');
    fireEvent.click(submit);
    await waitFor(() => expect(submit.classList.contains('ant-btn-loading')).toBe(true));
    expect(server.callsTo(REDEEM)).toHaveLength(1);
    // A second Enter while it runs sends nothing more.
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await act(async () => {
      reply(envelope(null, { code: 5600, message: '兑换码无效' }));
      await Promise.resolve();
    });

    await waitFor(() => expect(screen.getByTestId('redeem-error').textContent).toBe('兑换码无效'));
    expect(input.value).toBe('WRONGCODE2345678');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(submit.classList.contains('ant-btn-loading')).toBe(false);
    expect(server.callsTo(REDEEM)).toHaveLength(1);
    // Inline only: no toast repeats it.
    expect(document.querySelector('.ant-message-notice')).toBeNull();

    // Editing the code clears the message.
    type(input, 'WRONGCODE234567');
    expect(screen.getByTestId('redeem-error').textContent).toBe('');
  });

  it.each([
    [5601, '兑换码错误次数过多，请稍后再试'],
    [5602, '已超过兑换次数上限'],
    [5603, '兑换码库存不足'],
    [5610, '兑换失败，请检查兑换码'],
  ])('shows %i in the server words', async (code, message) => {
    sessionToken.set('tok');
    redeemServer(() => envelope(null, { code, message }));
    const { input, submit } = await openDialog();
    type(input, 'ABCDEFGHJKLMNPQR');
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('redeem-error').textContent).toBe(message));
  });

  it('on success shows the plan and the new end date, refreshes the user, and OK closes', async () => {
    sessionToken.set('tok');
    const server = redeemServer(() => envelope(GRANTED));
    const { input, submit, router } = await openDialog();
    await screen.findByTestId('user-menu');
    const userCalls = server.callsTo('/api/user/user-info').length;
    type(input, 'ABCDEFGHJKLMNPQR');
    fireEvent.click(submit);

    const success = await screen.findByTestId('redeem-success');
    expect(within(success).getByText('兑换成功')).toBeTruthy();
    expect(screen.getByTestId('redeem-success-plan').textContent).toBe('已兑换：专业版 月度会员');
    expect(screen.getByTestId('redeem-success-end').textContent).toBe(
      `会员有效期至 ${formatDate(END_AT)}`,
    );
    expect(screen.getByTestId('redeem-success-end').textContent).toMatch(/\d{4}-\d{2}-\d{2}$/);
    await waitFor(() =>
      expect(server.callsTo('/api/user/user-info').length).toBeGreaterThan(userCalls),
    );

    fireEvent.click(screen.getByTestId('redeem-success-ok'));
    await waitFor(() => expect(currentParams(router).has('redeem')).toBe(false));
    // The header's menu shows the new tier and end date without a reload.
    fireEvent.click(screen.getByTestId('user-menu'));
    const menu = await screen.findByTestId('user-phone');
    const box = menu.closest('.sc-user-menu') as HTMLElement;
    await waitFor(() => expect(within(box).getByText('专业版')).toBeTruthy());
    expect(box.textContent).toContain(`${formatDate(END_AT)} 到期`);
  });

  it('opens from the user menu and from the membership panel link', async () => {
    sessionToken.set('tok');
    fakeMembershipServer({
      '/api/v8/embed/product/charge': () => new Promise<Response>(() => undefined),
    });
    const { router } = renderApp(frame, { url: '/' });
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('open-redeem'));
    expect(currentParams(router).get('redeem')).toBe('1');
    expect(await screen.findByTestId('redeem-input')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-modal-close')!);
    await waitFor(() => expect(currentParams(router).has('redeem')).toBe(false));

    await act(() => router.navigate('/?mm='));
    const link = await screen.findByTestId('membership-redeem');
    expect(link.textContent).toBe('有兑换码？');
    fireEvent.click(link);
    expect(currentParams(router).get('redeem')).toBe('1');
    expect(currentParams(router).has('mm')).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('redeem-input')).toHaveLength(1));
  });

  it('on mobile it is a bottom drawer', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    redeemServer(() => envelope(GRANTED));
    const { input } = await openDialog('/pricing?redeem=1');
    expect(input.closest('.ant-drawer-bottom')).toBeTruthy();
    expect(input.closest('.ant-drawer')!.textContent).toContain('兑换码');
  });

  it('signed out, ?redeem=1 asks for login first', async () => {
    fakeMembershipServer();
    const { router } = renderApp(frame, { url: '/?redeem=1' });
    expect(await screen.findByTestId('login-panel')).toBeTruthy();
    expect(currentParams(router).get('redeem')).toBe('1');
    expect(screen.queryByTestId('redeem-input')).toBeNull();
  });

  it.each([
    ['zh-TW', '兌換碼', '兌換碼不能為空', '兌換成功'],
    ['en-US', 'Redeem code', 'Redeem code cannot be empty', 'Redemption succeeded'],
  ] as const)('speaks %s', async (locale, title, empty, done) => {
    initI18n(locale);
    sessionToken.set('tok');
    redeemServer(() => envelope(GRANTED));
    const { input, submit } = await openDialog();
    expect(input.closest('.ant-modal')!.querySelector('.ant-modal-title')!.textContent).toBe(title);
    type(input, '  ');
    expect(screen.getByTestId('redeem-error').textContent).toBe(empty);
    type(input, 'ABCDEFGHJKLMNPQR');
    fireEvent.click(submit);
    expect(within(await screen.findByTestId('redeem-success')).getByText(done)).toBeTruthy();
  });
});

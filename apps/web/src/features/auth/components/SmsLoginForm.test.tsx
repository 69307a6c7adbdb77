import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, queryOf, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { setAnalyticsSink } from '../../../shared/analytics';
import { sessionToken } from '../../../shared/storage/session-token';
import { SmsLoginForm } from './SmsLoginForm';

const user = {
  id: 'u1',
  name: '用户8000',
  avatar: '',
  isRole: false,
  endAt: 0,
  rights: [],
  isNewRegister: true,
  phone: '138****8000',
  isBindPhone: true,
};

/** A fake API: captcha ids count up; the SMS call answers with `smsReply`. */
function fakeServer(smsReply: () => Response = () => envelope(null)) {
  let captchas = 0;
  const server = mockFetch((call: RecordedCall) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/captcha') {
      captchas += 1;
      return envelope({
        provider: 'builtin',
        captchaId: `c${captchas}`,
        image: `data:image/png;base64,IMG${captchas}`,
      });
    }
    if (path === '/api/login/sms-code') return smsReply();
    if (path === '/api/login/phone') return envelope({ token: 'new-token', isNewUser: true });
    if (path === '/api/user/user-info') return envelope(user);
    return envelope(null, { code: 404, status: 404 });
  });
  const callsTo = (path: string) => server.calls.filter((c) => c.url.startsWith(path));
  return { ...server, callsTo, captchaCount: () => captchas };
}

function renderForm() {
  const onSuccess = vi.fn();
  renderApp(<SmsLoginForm onSuccess={onSuccess} />);
  return { onSuccess };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function fillPhoneAndCaptcha() {
  await screen.findByAltText('看不清？点击刷新');
  type('phone-input', '13800138000');
  type('captcha-input', 'ab12');
}

describe('SMS login form', () => {
  it('validates the phone before asking for a code', async () => {
    const server = fakeServer();
    renderForm();
    fireEvent.click(screen.getByTestId('sms-code-button'));
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();

    type('phone-input', '12345678901');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(server.callsTo('/api/login/sms-code')).toHaveLength(0);
  });

  it('shows only the local part of the phone and keeps digits only', async () => {
    fakeServer();
    renderForm();
    type('phone-input', '138-0013 8000x');
    expect((screen.getByTestId('phone-input') as HTMLInputElement).value).toBe('13800138000');
    expect(screen.getByText('+86')).toBeTruthy();
  });

  it('asks for the agreement first; cancel sends nothing, agree ticks the box and sends', async () => {
    const server = fakeServer();
    renderForm();
    await fillPhoneAndCaptcha();

    fireEvent.click(screen.getByTestId('sms-code-button'));
    expect(await screen.findAllByText('请阅读并同意以下协议后登录')).not.toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.callsTo('/api/login/sms-code')).toHaveLength(0);
    expect((screen.getByTestId('agreement-checkbox') as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByTestId('sms-code-button'));
    // The cancelled dialog may still be leaving: press the newest one.
    fireEvent.click((await screen.findAllByText('同意并继续')).at(-1)!);
    await waitFor(() => expect(server.callsTo('/api/login/sms-code')).toHaveLength(1));
    const query = queryOf(server.callsTo('/api/login/sms-code')[0]!);
    expect(query.get('phone')).toBe('+86-13800138000');
    expect(query.get('captchaId')).toBe('c1');
    expect(query.get('captchaCode')).toBe('ab12');
    expect((screen.getByTestId('agreement-checkbox') as HTMLInputElement).checked).toBe(true);

    expect(await screen.findByText('发送成功')).toBeTruthy();
    const button = screen.getByTestId('sms-code-button') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toMatch(/^(60|59) 秒后重新获取$/));
    expect(button.disabled).toBe(true);
  });

  it('on a wrong captcha shows the message and loads a new captcha', async () => {
    const server = fakeServer(() => envelope(null, { code: 5003, message: '验证码错误' }));
    renderForm();
    await fillPhoneAndCaptcha();
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('sms-code-button'));

    expect(await screen.findByText('验证码错误')).toBeTruthy();
    await waitFor(() => expect(server.captchaCount()).toBe(2));
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('sms-code-button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the frequency message on 5427', async () => {
    fakeServer(() => envelope(null, { code: 5427, message: '操作过于频繁，请稍后再试' }));
    renderForm();
    await fillPhoneAndCaptcha();
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('sms-code-button'));
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeTruthy();
  });

  it('enables login once phone and code are filled, then stores the token', async () => {
    const events: unknown[] = [];
    setAnalyticsSink({ track: (event, props) => events.push([event, props]) });
    const server = fakeServer();
    const { onSuccess } = renderForm();
    const submit = screen.getByTestId('login-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type('phone-input', '13800138000');
    expect(submit.disabled).toBe(true);
    type('sms-code-input', '123456');
    expect(submit.disabled).toBe(false);

    fireEvent.click(submit);
    fireEvent.click(await screen.findByText('同意并继续'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(server.callsTo('/api/login/phone')[0]?.body).toEqual({
      phone: '+86-13800138000',
      code: '123456',
    });
    expect(sessionToken.get()).toBe('new-token');
    expect(events).toEqual([['register', { method: 'phone' }]]);
    setAnalyticsSink(null);
    await act(async () => undefined);
  });
});

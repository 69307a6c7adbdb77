import { UserInfoSchema } from '@slidecraft/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { STORAGE_KEYS } from '../storage/keys';
import { sessionToken } from '../storage/session-token';
import { ApiError } from './api-error';
import { api, noData } from './client';

const user = {
  id: 'u1',
  name: '用户8000',
  avatar: '',
  isRole: false,
  endAt: 0,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
};

/** Mounts the providers so toasts and dialogs render into the document. */
function mountFeedback() {
  renderApp(<div />);
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('http client', () => {
  it('sends the standard headers and unwraps the envelope', async () => {
    mountFeedback();
    sessionToken.set('tok-1');
    const { calls } = mockFetch(() => envelope(user));
    await expect(api.get('/api/user/user-info', UserInfoSchema)).resolves.toEqual(user);
    await api.post('/api/user/logout', noData);

    const [get, post] = calls;
    expect(get?.headers['app-language']).toBe('zh-CN');
    expect(get?.headers.authorization).toBe('Bearer tok-1');
    expect(get?.headers.source).toBe('web');
    expect(get?.headers['content-type']).toBeUndefined();
    expect(post?.headers['content-type']).toBe('application/json');
    const deviceId = window.localStorage.getItem(STORAGE_KEYS.deviceId);
    expect(deviceId).toBeTruthy();
    expect(get?.headers.deviceid).toBe(deviceId);
    expect(post?.headers.deviceid).toBe(deviceId);
  });

  it('sends no Authorization header when logged out', async () => {
    mountFeedback();
    const { calls } = mockFetch(() => envelope(null));
    await api.get('/api/captcha', noData);
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('shows the server message of a business error and throws its code', async () => {
    mountFeedback();
    mockFetch(() => envelope(null, { code: 5000, message: '参数错误' }));
    const error = await rejection(api.get('/api/x', noData));
    expect(error.code).toBe(5000);
    expect(error.notified).toBe(true);
    expect(await screen.findByText('参数错误')).toBeTruthy();
  });

  it("falls back to 'server busy' when the server gives no message", async () => {
    mountFeedback();
    mockFetch(() => envelope(null, { code: 5400, message: '' }));
    await rejection(api.get('/api/x', noData));
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeTruthy();
  });

  it("reports a non-OK HTTP status as 'server exception'", async () => {
    mountFeedback();
    mockFetch(() => new Response('gateway down', { status: 502 }));
    const error = await rejection(api.get('/api/x', noData));
    expect(error.httpStatus).toBe(502);
    expect(await screen.findByText('服务异常，请稍后重试')).toBeTruthy();
  });

  it('on 401 tells the user the login expired and logs out', async () => {
    mountFeedback();
    sessionToken.set('expired');
    mockFetch(() => envelope(null, { code: 401, message: 'unauthorized', status: 401 }));
    const error = await rejection(api.get('/api/user/user-info', UserInfoSchema));
    expect(error.code).toBe(401);
    expect(sessionToken.get()).toBeNull();
    expect(await screen.findByText('登录已过期，请重新登录')).toBeTruthy();
  });

  it('keeps 5001 silent', async () => {
    mountFeedback();
    mockFetch(() => envelope(null, { code: 5001, message: '人机验证失败' }));
    const error = await rejection(api.get('/api/x', noData));
    expect(error.code).toBe(5001);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('人机验证失败')).toBeNull();
  });

  it('lets the caller handle the codes it names', async () => {
    mountFeedback();
    mockFetch(() => envelope(null, { code: 5003, message: '验证码错误' }));
    const error = await rejection(api.get('/api/x', noData, { quiet: [5003] }));
    expect(error).toMatchObject({ code: 5003, message: '验证码错误', notified: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('验证码错误')).toBeNull();
  });

  it('rejects data that does not match the contract schema', async () => {
    mountFeedback();
    mockFetch(() => envelope({ id: 1 }));
    const error = await rejection(api.get('/api/user/user-info', UserInfoSchema));
    expect(error.code).toBe(500);
  });

  it('shows the forbidden dialog with the reason, then logs out', async () => {
    mountFeedback();
    sessionToken.set('tok-2');
    mockFetch(() => envelope(null, { code: 5101, message: '违规使用' }));
    await rejection(api.get('/api/x', noData));
    // antd repeats a confirm title for screen readers, hence findAll.
    expect(await screen.findAllByText('该账号已被禁用，如有疑问请联系客服')).not.toHaveLength(0);
    expect(screen.getByText('禁用原因：违规使用')).toBeTruthy();
    expect(screen.getByText('联系客服')).toBeTruthy();
    expect(sessionToken.get()).toBe('tok-2');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(sessionToken.get()).toBeNull());
  });
});

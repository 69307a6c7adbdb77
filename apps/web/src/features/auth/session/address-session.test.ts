import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/http';
import {
  huaweiCallbackMessage,
  huaweiFailureMessage,
  readAddressSession,
  wechatFailureMessage,
} from './address-session';

const read = (query: string) => readAddressSession(new URLSearchParams(query));

describe('readAddressSession', () => {
  it('takes a token and removes it, keeping the other parameters', () => {
    const r = read('token=abc&mm=&x=1');
    expect(r.action).toEqual({ kind: 'token', token: 'abc' });
    expect(r.cleaned?.toString()).toBe('mm=&x=1');
  });

  it('takes a Huawei code with its state and removes code, state and thirdLogin', () => {
    const r = read('code=C1&state=S1&thirdLogin=huawei&lm=h');
    expect(r.action).toEqual({ kind: 'huawei', code: 'C1', state: 'S1' });
    expect(r.cleaned?.toString()).toBe('lm=h');
  });

  it('reports Huawei callback errors (access_denied = the user cancelled)', () => {
    const r = read('error=access_denied&state=S&thirdLogin=huawei');
    expect(r.action).toEqual({ kind: 'huawei-error', error: 'access_denied' });
    expect(r.cleaned?.toString()).toBe('');
    expect(huaweiCallbackMessage('access_denied')).toBe('huawei.cancelled');
    expect(huaweiCallbackMessage('server_error')).toBe('huawei.loginFailed');
  });

  it('takes a WeChat code with its state and removes code, state and thirdLogin', () => {
    const r = read('thirdLogin=wechat&code=W1&state=S1&x=1');
    expect(r.action).toEqual({ kind: 'wechat', code: 'W1', state: 'S1' });
    expect(r.cleaned?.toString()).toBe('x=1');
  });

  it('exchanges a code + state without thirdLogin through WeChat (the default exchange)', () => {
    const r = read('code=C1&state=S1&lm=b');
    expect(r.action).toEqual({ kind: 'wechat', code: 'C1', state: 'S1' });
    expect(r.cleaned?.toString()).toBe('lm=b');
  });

  it('reports a WeChat return without a code or state, and removes its parameters', () => {
    for (const query of ['thirdLogin=wechat&state=S1', 'thirdLogin=wechat&code=C1']) {
      const r = read(`${query}&x=1`);
      expect(r.action).toEqual({ kind: 'wechat-error' });
      expect(r.cleaned?.toString()).toBe('x=1');
    }
  });

  it('leaves a lone code, or one with another thirdLogin, alone', () => {
    for (const query of ['code=C1', 'code=C1&state=', 'code=C1&state=S1&thirdLogin=github']) {
      const r = read(query);
      expect(r.action).toEqual({ kind: 'none' });
      expect(r.cleaned).toBeNull();
    }
  });

  it('prefers a token over a code and still cleans both', () => {
    const r = read('token=T&code=C1&state=S1');
    expect(r.action).toEqual({ kind: 'token', token: 'T' });
    expect(r.cleaned?.toString()).toBe('');
  });

  it('reads the campaign (utm_campaign first, then campaign) and keeps it in the address', () => {
    expect(read('utm_campaign=spring&campaign=x').campaign).toBe('spring');
    expect(read('campaign=autumn').campaign).toBe('autumn');
    expect(read('campaign=autumn').cleaned).toBeNull();
    expect(read('x=1').campaign).toBeNull();
  });
});

describe('huaweiFailureMessage', () => {
  it('maps failures to the phone-maker login messages', () => {
    expect(huaweiFailureMessage(new ApiError(0, 'net', { httpStatus: 0 }))).toBe(
      'huawei.networkError',
    );
    expect(huaweiFailureMessage(new ApiError(5402, 'x'))).toBe('huawei.serviceError');
    expect(huaweiFailureMessage(new ApiError(500, 'x', { httpStatus: 500 }))).toBe(
      'huawei.serviceError',
    );
    expect(huaweiFailureMessage(new ApiError(5000, 'x'))).toBe('huawei.loginFailed');
    expect(huaweiFailureMessage(new ApiError(5102, 'x'))).toBe('huawei.loginFailed');
    expect(huaweiFailureMessage(new ApiError(5101, 'x'))).toBeNull();
    expect(huaweiFailureMessage(new Error('x'))).toBeNull();
  });
});

describe('wechatFailureMessage', () => {
  it('says network error without a connection, else login failed (try again or another way)', () => {
    expect(wechatFailureMessage(new ApiError(0, 'net', { httpStatus: 0 }))).toBe(
      'wechat.networkError',
    );
    expect(wechatFailureMessage(new ApiError(5000, 'x'))).toBe('wechat.loginFailed');
    expect(wechatFailureMessage(new ApiError(5402, 'x'))).toBe('wechat.loginFailed');
    expect(wechatFailureMessage(new Error('x'))).toBe('wechat.loginFailed');
  });
});

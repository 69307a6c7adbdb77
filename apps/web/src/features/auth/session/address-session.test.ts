import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/http';
import { huaweiCallbackMessage, huaweiFailureMessage, readAddressSession } from './address-session';

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

  it('leaves a code without thirdLogin alone', () => {
    const r = read('code=C1&state=S1');
    expect(r.action).toEqual({ kind: 'none' });
    expect(r.cleaned).toBeNull();
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

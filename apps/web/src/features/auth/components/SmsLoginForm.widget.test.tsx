import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, queryOf } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { ALIYUN_CAPTCHA_SCRIPT } from '../../../shared/forms/aliyun-captcha';
import { SmsLoginForm } from './SmsLoginForm';

/** A deployment with CAPTCHA_PROVIDER=aliyun: GET /api/captcha gives the widget's settings. */
function fakeServer() {
  const server = mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/captcha') {
      return envelope({
        provider: 'aliyun',
        captchaId: 'c1',
        sceneId: 'scene-1',
        prefix: 'prefix-1',
        region: 'cn',
      });
    }
    if (path === '/api/login/sms-code') return envelope(null);
    return envelope(null, { code: 404, status: 404 });
  });
  return { callsTo: (path: string) => server.calls.filter((c) => c.url.startsWith(path)) };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => {
  delete window.initAliyunCaptcha;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('SMS login with the Aliyun captcha widget', () => {
  it('shows no image captcha; the widget opens on "get code" and its parameter is sent', async () => {
    const server = fakeServer();
    const init = vi.fn((options: Parameters<NonNullable<typeof window.initAliyunCaptcha>>[0]) => {
      // The widget is ready, then the user passes the check.
      options.getInstance?.({});
      setTimeout(() => options.success('verify-param-from-widget'), 10);
    });
    window.initAliyunCaptcha = init;
    renderApp(<SmsLoginForm onSuccess={() => undefined} />);
    await waitFor(() => expect(server.callsTo('/api/captcha')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('captcha-input')).toBeNull());

    type('phone-input', '13800138000');
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('sms-code-button'));

    await waitFor(() => expect(server.callsTo('/api/login/sms-code')).toHaveLength(1));
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ SceneId: 'scene-1', mode: 'popup', language: 'cn' }),
    );
    expect(window.AliyunCaptchaConfig).toEqual({ region: 'cn', prefix: 'prefix-1' });
    const query = queryOf(server.callsTo('/api/login/sms-code')[0]!);
    expect(query.get('captchaId')).toBe('c1');
    expect(query.get('captchaCode')).toBe('verify-param-from-widget');
    expect(await screen.findByText('发送成功')).toBeTruthy();
  });

  it('tells the user to retry when the widget script cannot load, and sends nothing', async () => {
    const server = fakeServer();
    renderApp(<SmsLoginForm onSuccess={() => undefined} />);
    await waitFor(() => expect(screen.queryByTestId('captcha-input')).toBeNull());
    type('phone-input', '13800138000');
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('sms-code-button'));

    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(
        `script[src="${ALIYUN_CAPTCHA_SCRIPT}"]`,
      );
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText('人机验证加载失败，请检查网络后重试')).toBeTruthy();
    expect(server.callsTo('/api/login/sms-code')).toHaveLength(0);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { LoginModal } from '../../auth';
import { AiBox } from './AiBox';

const user = {
  id: 'u1',
  name: 'n',
  avatar: '',
  isRole: false,
  endAt: 0,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
};

function api(call: RecordedCall): Response {
  const path = new URL(call.url, 'http://localhost').pathname;
  if (path === '/api/captcha')
    return envelope({ provider: 'builtin', captchaId: 'c1', image: 'data:image/png;base64,A' });
  if (path === '/api/login/phone') return envelope({ token: 'tok', isNewUser: false });
  if (path === '/api/user/user-info') return envelope(user);
  if (path === '/api/healthz') return envelope(health(false));
  return envelope(null);
}

const health = (webSearch: boolean) => ({
  status: 'ok',
  db: 'pglite',
  cache: 'memory',
  offlineAi: true,
  devProviders: true,
  webSearch,
});

const stored = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.generationParams) ?? 'null') as unknown;

function renderBox() {
  return renderApp(
    <>
      <AiBox />
      <LoginModal />
    </>,
    { routes: [{ path: '/workspace', element: <p>workspace page</p> }] },
  );
}

const topic = () => screen.getByTestId('topic-input');

describe('home AI box', () => {
  it('strips the forbidden characters while typing and counts characters', () => {
    mockFetch(api);
    renderBox();
    fireEvent.change(topic(), { target: { value: 'AI#大会$<策划>【方案】\u000b' } });
    expect((topic() as HTMLTextAreaElement).value).toBe('AI大会策划方案');
    expect(screen.getByText('8 / 1000')).toBeTruthy();
  });

  it('does not submit on Shift+Enter, while composing, or when blank', () => {
    mockFetch(api);
    const { router } = renderBox();
    fireEvent.keyDown(topic(), { key: 'Enter' });
    fireEvent.change(topic(), { target: { value: '年度总结' } });
    fireEvent.keyDown(topic(), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(topic(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(topic(), { key: 'Enter', keyCode: 229 });
    expect(stored()).toBeNull();
    expect(currentUrl(router)).toBe('/');
    expect((screen.getByTestId('topic-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('stores the params and goes to the workspace when signed in', async () => {
    mockFetch(api);
    sessionToken.set('tok');
    const { router } = renderBox();
    fireEvent.change(topic(), { target: { value: '  新能源汽车市场  ' } });
    fireEvent.click(screen.getByTestId('deep-thinking'));
    fireEvent.keyDown(topic(), { key: 'Enter' });
    expect(stored()).toEqual({
      topic: '新能源汽车市场',
      deep_thinking: true,
      page_limit: '',
      preset: false,
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
  });

  it('asks a signed-out user to log in first, then continues to the workspace', async () => {
    mockFetch(api);
    const { router } = renderBox();
    fireEvent.change(topic(), { target: { value: '产品发布会' } });
    fireEvent.click(screen.getByTestId('topic-submit'));
    // The device default login (empty lm): the QR on this desktop; switch to phone login.
    expect(currentUrl(router)).toBe('/?lm=');
    expect(stored()).toMatchObject({ topic: '产品发布会' });

    fireEvent.click(await screen.findByTestId('login-switch'));
    await screen.findByTestId('login-view-v');
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByTestId('sms-code-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
    expect(sessionToken.get()).toBe('tok');
  });

  it('offers web search only when the server has a provider, and stores the choice', async () => {
    mockFetch(api);
    const first = renderBox();
    await waitFor(() => expect(first.queryByTestId('deep-thinking')).toBeTruthy());
    // The health answer came: no provider, no switch.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.queryByTestId('web-search')).toBeNull();
    first.unmount();

    mockFetch((call) =>
      new URL(call.url, 'http://localhost').pathname === '/api/healthz'
        ? envelope(health(true))
        : api(call),
    );
    sessionToken.set('tok');
    const { router } = renderBox();
    const toggle = await screen.findByTestId('web-search');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // A suggested topic with web search on is not the stored preset outline.
    fireEvent.change(topic(), { target: { value: '新能源汽车市场' } });
    fireEvent.keyDown(topic(), { key: 'Enter' });
    expect(stored()).toEqual({
      topic: '新能源汽车市场',
      deep_thinking: false,
      page_limit: '',
      web_search: true,
      preset: false,
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
  });
});

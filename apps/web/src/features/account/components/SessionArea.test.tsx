import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { SessionArea } from './SessionArea';

const user = {
  id: 'u1',
  name: '用户8000',
  avatar: '',
  isRole: true,
  endAt: 1_798_675_200,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
};

function server(userInfo: () => Response) {
  return mockFetch((call: RecordedCall) =>
    call.url === '/api/user/user-info' ? userInfo() : envelope(null),
  );
}

describe('header session area', () => {
  it('shows the login button without a token', () => {
    const { calls } = server(() => envelope(user));
    renderApp(<SessionArea />);
    expect(screen.getByTestId('login-button').textContent).toBe('登录');
    expect(calls).toHaveLength(0);
  });

  it('shows the masked phone and logs out through the user menu, forgetting the work', async () => {
    sessionToken.set('tok');
    window.localStorage.setItem(STORAGE_KEYS.outlineDraft, '{"text":"# 私人大纲","offline":false}');
    window.localStorage.setItem(STORAGE_KEYS.generationParams, '{"topic":"私人主题"}');
    window.localStorage.setItem(STORAGE_KEYS.locale, 'zh-CN');
    const { calls } = server(() => envelope(user));
    renderApp(<SessionArea />);
    const menu = await screen.findByTestId('user-menu');
    expect(menu.textContent).toContain('138****8000');

    fireEvent.click(menu);
    expect(await screen.findByText('专业版')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('logout'));

    expect(await screen.findByTestId('login-button')).toBeTruthy();
    expect(sessionToken.get()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.outlineDraft)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.generationParams)).toBeNull();
    // Settings of the browser stay.
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('zh-CN');
    const logout = calls.find((c) => c.url === '/api/user/logout');
    expect(logout).toMatchObject({ method: 'POST' });
    expect(logout?.headers.authorization).toBe('Bearer tok');
  });

  it('drops an expired token when user info answers 401', async () => {
    sessionToken.set('expired');
    server(() => envelope(null, { code: 401, message: 'unauthorized', status: 401 }));
    renderApp(<SessionArea />);
    expect(await screen.findByTestId('login-button')).toBeTruthy();
    await waitFor(() => expect(sessionToken.get()).toBeNull());
    expect(await screen.findByText('登录已过期，请重新登录')).toBeTruthy();
  });
});

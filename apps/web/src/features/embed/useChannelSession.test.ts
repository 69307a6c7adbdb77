import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHeaders, setChannelAuth } from '../../shared/http/headers';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { sessionToken } from '../../shared/storage/session-token';
import { envelope, mockFetch } from '../../test/fetch-mock';
import type { ParentBridge } from './bridge';
import { useChannelSession } from './useChannelSession';

const SDK_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJhY21lIn0.c2lnbmF0dXJlLXRlc3Q';
const SITE_TOKEN = 'the-site-login-token-0000000000';

/** A bridge whose partner page is the test: it records posts and hands tokens over on demand. */
function fakeBridge() {
  let deliver: ((token: string) => void) | null = null;
  const post = vi.fn();
  const bridge: ParentBridge = {
    origin: 'https://partner.example',
    partner: 'acme',
    post,
    onToken: (handler) => {
      deliver = handler;
      return () => {
        deliver = null;
      };
    },
  };
  return { bridge, post, giveToken: (token: string) => act(() => deliver!(token)) };
}

const session = {
  token: 'channel-session-token-000000000000',
  channelAuth: 'seal.of.channel',
  expiresAt: Math.floor(Date.now() / 1000) + 7200,
  isNewUser: true,
  partner: { id: 'acme', name: 'Acme 学习网' },
};

afterEach(() => {
  setChannelAuth(null);
});

describe('useChannelSession', () => {
  it("asks for a token, trades it, keeps the session in memory and tells the partner it's ready", async () => {
    localStorage.setItem(STORAGE_KEYS.token, SITE_TOKEN);
    const { calls } = mockFetch(() => envelope(session));
    const { bridge, post, giveToken } = fakeBridge();
    const { result } = renderHook(() => useChannelSession(bridge));
    expect(post).toHaveBeenCalledWith('need-token');
    expect(result.current.phase).toBe('connecting');

    await giveToken(SDK_TOKEN);
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(calls[0]).toMatchObject({
      url: '/api/channel/auth',
      method: 'POST',
      body: { origin: 'https://partner.example' },
    });
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${SDK_TOKEN}`);
    expect(post).toHaveBeenCalledWith('ready', { partner: 'acme' });
    expect(result.current.partnerName).toBe('Acme 学习网');
    // Every call now carries the channel session and X-Channel-Auth; the stored login is untouched.
    const headers = apiHeaders({ token: sessionToken.get(), json: false });
    expect(headers.Authorization).toBe(`Bearer ${session.token}`);
    expect(headers['X-Channel-Auth']).toBe('seal.of.channel');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(SITE_TOKEN);

    // A 401 ended the session: the partner page is asked for another token.
    post.mockClear();
    act(() => sessionToken.clear());
    expect(post).toHaveBeenCalledWith('need-token');
    expect(result.current.renewing).toBe(true);
  });

  it('shows the refusal and tells the partner page', async () => {
    mockFetch(() => envelope(null, { code: 5107, message: '没有权限执行此操作' }));
    const { bridge, post, giveToken } = fakeBridge();
    const { result } = renderHook(() => useChannelSession(bridge));
    await giveToken(SDK_TOKEN);
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(result.current.error).toBe('没有权限执行此操作');
    expect(post).toHaveBeenCalledWith('error', { code: 5107, message: '没有权限执行此操作' });
  });
});

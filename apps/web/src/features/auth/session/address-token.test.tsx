import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { testUser } from '../components/login-test-kit';
import { AddressSessionSync } from './AddressSessionSync';
import { useSession } from './useSession';

const MINE = 'tok-mine-0123456789012345';
/**
 * The link's tokens, new in every test: a link is taken once at a time per page (a dialog left
 * open by one test would hold its token for the next).
 */
let THEIRS = '';
let HANDOFF = '';
let FROM_HANDOFF = '';
let links = 0;
beforeEach(() => {
  links += 1;
  THEIRS = `tok-theirs-${String(links).padStart(16, '0')}`;
  HANDOFF = `handoff.${String(links).padStart(43, 'h')}`;
  FROM_HANDOFF = `tok-handoff-${String(links).padStart(16, '0')}`;
});

const me = testUser;
const sender = { ...testUser, id: 'u2', name: '用户0000', phone: '139****0000' };

function SessionProbe() {
  const { status, user } = useSession();
  return <div data-testid="session">{`${status}:${user?.id ?? ''}`}</div>;
}

const pathOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').pathname;
const bearerOf = (call: RecordedCall) => call.headers.authorization?.replace(/^Bearer /, '');

/**
 * A fake API knowing two sessions (mine, the sender's) plus what `accounts` adds; user-info
 * answers the account of the Bearer, 401 for an unknown one.
 */
function server(
  options: { accounts?: Record<string, () => Response>; handoff?: () => Response } = {},
) {
  const accounts: Record<string, () => Response> = {
    [MINE]: () => envelope(me),
    [THEIRS]: () => envelope(sender),
    [FROM_HANDOFF]: () => envelope(sender),
    ...options.accounts,
  };
  const fake = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/user/user-info') {
      const account = accounts[bearerOf(call) ?? ''];
      return account ? account() : envelope(null, { code: 401, status: 401 });
    }
    if (path === '/api/login/handoff/exchange') {
      return options.handoff?.() ?? envelope({ token: FROM_HANDOFF });
    }
    return envelope(null);
  });
  const callsTo = (path: string) => fake.calls.filter((call) => pathOf(call) === path);
  return { ...fake, callsTo };
}

/** Opens `url` in a browser signed in with `token` (or signed out). */
function open(url: string, token: string | null) {
  if (token) sessionToken.set(token);
  return renderApp(
    <>
      <AddressSessionSync />
      <SessionProbe />
    </>,
    { url },
  );
}

const session = () => screen.getByTestId('session').textContent;

describe('a ?token= link in a browser signed in to another account', () => {
  it('asks first, naming both accounts, and keeps the current one when the user declines', async () => {
    const fake = server();
    const { router } = open(`/workspace?token=${THEIRS}&x=1`, MINE);
    const dialog = await screen.findByTestId('account-switch');
    expect(dialog.textContent).toContain('手机号 139****0000 的账号');
    expect(dialog.textContent).toContain('你当前登录的是手机号 138****8000 的账号');
    // The link's account was read with its token, which was never stored.
    const asSender = fake.callsTo('/api/user/user-info').filter((c) => bearerOf(c) === THEIRS);
    expect(asSender).toHaveLength(1);
    expect(sessionToken.get()).toBe(MINE);
    expect(currentUrl(router)).toBe('/workspace?x=1');
    // Enter keeps the account: the focus is on 'keep'.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('confirm-cancel')));

    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionToken.get()).toBe(MINE);
    expect(session()).toBe('logged-in:u1');
    expect(fake.callsTo('/api/user/logout')).toHaveLength(0);
  });

  it('switches only when the user agrees, logging the current account out first', async () => {
    const fake = server();
    window.localStorage.setItem(STORAGE_KEYS.outlineDraft, '{"mine":true}');
    open(`/workspace?token=${THEIRS}`, MINE);
    await screen.findByTestId('account-switch');
    fireEvent.click(screen.getByTestId('confirm-ok'));

    expect(await screen.findByText('已切换到手机号 139****0000 的账号')).toBeTruthy();
    expect(sessionToken.get()).toBe(THEIRS);
    await waitFor(() => expect(session()).toBe('logged-in:u2'));
    const logouts = fake.callsTo('/api/user/logout');
    expect(logouts.map(bearerOf)).toEqual([MINE]);
    // The work of the account that left stays out of the next one.
    expect(window.localStorage.getItem(STORAGE_KEYS.outlineDraft)).toBeNull();
  });

  it('names an account without a phone by its name, marked as a name', async () => {
    server({
      accounts: { [THEIRS]: () => envelope({ ...sender, phone: '', name: '138****8000' }) },
    });
    open(`/?token=${THEIRS}`, MINE);
    const dialog = await screen.findByTestId('account-switch');
    expect(dialog.textContent).toContain('“138****8000”（未绑定手机号）');
  });

  it('drops the parameter without asking when the link is of the same account', async () => {
    const other = 'tok-mine-again-12345678901';
    const fake = server({ accounts: { [other]: () => envelope(me) } });
    const { router } = open(`/pricing?token=${other}`, MINE);
    await waitFor(() => expect(currentUrl(router)).toBe('/pricing'));
    await waitFor(() =>
      expect(fake.callsTo('/api/user/user-info').some((c) => bearerOf(c) === other)).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('account-switch')).toBeNull();
    expect(sessionToken.get()).toBe(MINE);
  });

  it.each([
    ['an ended session (401)', () => envelope(null, { code: 401, status: 401 })],
    ['a disabled account (5101)', () => envelope(null, { code: 5101, message: '账号已禁用' })],
  ])('keeps the current session for a link with %s, and says so', async (_name, reply) => {
    server({ accounts: { [THEIRS]: reply } });
    open(`/?token=${THEIRS}`, MINE);
    expect(await screen.findByText('链接中的登录已失效或已被使用')).toBeTruthy();
    expect(screen.queryByTestId('account-switch')).toBeNull();
    // Nothing about the stored session: no disabled-account dialog, which would end it.
    expect(screen.queryByText('该账号已被禁用，如有疑问请联系客服')).toBeNull();
    expect(sessionToken.get()).toBe(MINE);
    expect(session()).toBe('logged-in:u1');
  });

  it('keeps a disabled current account to its own dialog: no switch, no network warning', async () => {
    server({ accounts: { [MINE]: () => envelope(null, { code: 5101, message: '账号已禁用' }) } });
    open(`/?token=${THEIRS}`, MINE);
    expect(
      (await screen.findAllByText('该账号已被禁用，如有疑问请联系客服')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByTestId('account-switch')).toBeNull();
    expect(screen.queryByText('无法确认链接中的账号，请检查网络')).toBeNull();
    expect(sessionToken.get()).not.toBe(THEIRS);
  });

  it('stores the link as the session when the stored one had ended', async () => {
    server({ accounts: { [MINE]: () => envelope(null, { code: 401, status: 401 }) } });
    open(`/?token=${THEIRS}`, MINE);
    await waitFor(() => expect(sessionToken.get()).toBe(THEIRS));
    expect(screen.queryByTestId('account-switch')).toBeNull();
  });
});

describe('a hand-off token of the app shell', () => {
  it('is exchanged once for the session of a signed-out browser', async () => {
    const fake = server();
    const { router } = open(`/workspace?token=${HANDOFF}`, null);
    await waitFor(() => expect(sessionToken.get()).toBe(FROM_HANDOFF));
    expect(currentUrl(router)).toBe('/workspace');
    const exchanges = fake.callsTo('/api/login/handoff/exchange');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.body).toEqual({ handoff: HANDOFF });
    await waitFor(() => expect(session()).toBe('logged-in:u2'));
  });

  it('asks a signed-in user too, and revokes the session it made when declined', async () => {
    const fake = server();
    open(`/?token=${HANDOFF}`, MINE);
    await screen.findByTestId('account-switch');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() =>
      expect(fake.callsTo('/api/user/logout').map(bearerOf)).toEqual([FROM_HANDOFF]),
    );
    expect(sessionToken.get()).toBe(MINE);
  });

  it('says so when it was used or expired, and stores nothing', async () => {
    server({ handoff: () => envelope(null, { code: 5000, message: '参数错误' }) });
    open(`/?token=${HANDOFF}`, null);
    expect(await screen.findByText('链接中的登录已失效或已被使用')).toBeTruthy();
    expect(sessionToken.get()).toBeNull();
  });
});

import type { TeamInfo } from '@slidecraft/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/init-i18n';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, queryOf, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { AddressSessionSync } from '../../auth';
import { fakeAuthServer } from '../../auth/components/login-test-kit';
import { readAddressSession } from '../../auth/session/address-session';
import TeamJoinPage from './TeamJoinPage';
import TeamPage from './TeamPage';

type Route = (call: RecordedCall) => Response | Promise<Response>;

const MINE = '/api/web/team/mine';
const OWNER_ID = 'u1';
const MEMBER_ID = '00000000-0000-4000-8000-000000000002';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const END = 1_798_675_200; // 2026-12-31 in UTC+8

const team = (over: Partial<TeamInfo> = {}): TeamInfo => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: '设计组',
  ownerId: OWNER_ID,
  isOwner: true,
  seats: 5,
  memberUntil: 0,
  members: [
    {
      userId: OWNER_ID,
      name: '用户8000',
      avatar: '',
      role: 'owner',
      joinedAt: '2026-01-02T03:00:00.000Z',
    },
    {
      userId: MEMBER_ID,
      name: '小王',
      avatar: '',
      role: 'member',
      joinedAt: '2026-01-05T03:00:00.000Z',
    },
  ],
  invitations: [],
  ...over,
});

/** The fake API: the auth routes, empty team plans and enterprise plans, `routes` the rest. */
function teamServer(routes: Record<string, Route>) {
  return fakeAuthServer({
    '/api/web/team/products/listActive': () => envelope({ items: [], payments: ['wechat'] }),
    '/api/v8/embed/enterprise/products': () =>
      envelope({ items: [], contact: 'mailto:sales@example.com' }),
    ...routes,
  });
}

function renderTeam(url = '/team') {
  sessionToken.set('tok');
  return renderApp(null, {
    url,
    routes: [
      {
        path: '/team',
        element: (
          <>
            <AddressSessionSync />
            <TeamPage />
          </>
        ),
      },
      {
        path: '/team/join',
        element: (
          <>
            <AddressSessionSync />
            <TeamJoinPage />
          </>
        ),
      },
    ],
  });
}

describe('the team page', () => {
  it('outside a team: checks the name (1-30 characters) and creates the team', async () => {
    let created: TeamInfo | null = null;
    const server = teamServer({
      [MINE]: () => envelope({ team: null }),
      '/api/web/team/create': (call) => {
        created = team({
          name: (call.body as { name: string }).name,
          members: [team().members[0]!],
        });
        return envelope(created);
      },
    });
    renderTeam();
    const input = (await screen.findByTestId('team-name-input')) as HTMLInputElement;
    const submit = screen.getByTestId('team-create-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByTestId('team-create-error').textContent).toBe('团队名称不能为空');
    fireEvent.change(input, { target: { value: '团'.repeat(31) } });
    expect(screen.getByTestId('team-create-error').textContent).toBe('团队名称最多 30 个字');
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: '  设计组 ' } });
    expect(screen.getByTestId('team-create-error').textContent).toBe('');
    fireEvent.click(submit);
    await screen.findByTestId('team-info');
    expect(server.callsTo('/api/web/team/create')[0]!.body).toEqual({ name: '设计组' });
    expect(screen.getByTestId('team-name').textContent).toBe('设计组');
    expect(screen.getByTestId('team-seats').textContent).toBe('1/5');
    expect(screen.getByTestId('team-until').textContent).toBe('未开通');
  });

  it('shows the server refusal of a create under the input', async () => {
    teamServer({
      [MINE]: () => envelope({ team: null }),
      '/api/web/team/create': () => envelope(null, { code: 5000, message: '你已经在一个团队中' }),
    });
    renderTeam();
    const input = await screen.findByTestId('team-name-input');
    fireEvent.change(input, { target: { value: '设计组' } });
    fireEvent.click(screen.getByTestId('team-create-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('team-create-error').textContent).toBe('你已经在一个团队中'),
    );
  });

  it('the owner creates an invitation link and copies its whole address', async () => {
    let invitations: TeamInfo['invitations'] = [];
    const server = teamServer({
      [MINE]: () => envelope({ team: team({ memberUntil: END, invitations }) }),
      '/api/web/team/invitation/create': () => {
        const invitation = {
          token: TOKEN,
          path: `/team/join?token=${TOKEN}`,
          expiresAt: '2026-12-01T00:00:00.000Z',
        };
        invitations = [invitation];
        return envelope(invitation);
      },
    });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderTeam();
    expect((await screen.findByTestId('team-until')).textContent).toMatch(/^至 \d{4}-\d{2}-\d{2}$/);
    fireEvent.click(screen.getByTestId('team-invitation-create'));
    const url = (await screen.findByTestId('team-invitation-url')) as HTMLInputElement;
    const expected = `${window.location.origin}/team/join?token=${TOKEN}`;
    expect(url.value).toBe(expected);
    expect(server.callsTo('/api/web/team/invitation/create')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('team-invitation-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expected));
  });

  it('removes a member only after the confirm dialog', async () => {
    let members = team().members;
    const server = teamServer({
      [MINE]: () => envelope({ team: team({ members }) }),
      '/api/web/team/member/remove': (call) => {
        const { userId } = call.body as { userId: string };
        members = members.filter((m) => m.userId !== userId);
        return envelope({ done: true });
      },
    });
    renderTeam();
    const row = await screen.findByTestId('team-member-member');
    expect(within(row).getByTestId('team-member-name').textContent).toBe('小王');
    // No remove on the owner's own row.
    expect(
      within(screen.getByTestId('team-member-owner')).queryByTestId('team-member-remove'),
    ).toBeNull();

    fireEvent.click(within(row).getByTestId('team-member-remove'));
    const title = '确定将 小王 移出团队吗？';
    expect((await screen.findAllByText(title)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByTestId('confirm-cancel').at(-1)!);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(server.callsTo('/api/web/team/member/remove')).toHaveLength(0);

    const shown = screen.queryAllByText(title).length;
    fireEvent.click(within(row).getByTestId('team-member-remove'));
    await waitFor(() => expect(screen.getAllByText(title).length).toBeGreaterThan(shown));
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('team-member-member')).toBeNull());
    expect(server.callsTo('/api/web/team/member/remove')[0]!.body).toEqual({ userId: MEMBER_ID });
    expect(screen.getByTestId('team-seats').textContent).toBe('1/5');
  });

  it('a member sees no owner actions and can leave', async () => {
    teamServer({ [MINE]: () => envelope({ team: team({ isOwner: false, ownerId: 'u9' }) }) });
    renderTeam();
    await screen.findByTestId('team-info');
    expect(screen.getByTestId('team-leave')).toBeTruthy();
    expect(screen.queryByTestId('team-invitations')).toBeNull();
    expect(screen.queryByTestId('team-plans')).toBeNull();
    expect(screen.queryByTestId('team-member-remove')).toBeNull();
  });
});

describe('the invitation page', () => {
  const preview = (state: string) => () =>
    envelope({
      teamName: '设计组',
      ownerName: '用户8000',
      expiresAt: '2026-12-01T00:00:00.000Z',
      state,
    });

  for (const [state, text] of [
    ['expired', '邀请链接已过期'],
    ['revoked', '邀请链接已被撤销'],
    ['full', '团队席位已满'],
  ] as const) {
    it(`shows a ${state} invitation with join disabled`, async () => {
      teamServer({ '/api/web/team/invitation': preview(state) });
      renderTeam(`/team/join?token=${TOKEN}`);
      const tag = await screen.findByTestId('team-join-state');
      expect(tag.textContent).toBe(text);
      expect(screen.getByTestId('team-join-name').textContent).toBe('设计组');
      expect(screen.getByTestId('team-join-owner').textContent).toBe('用户8000 邀请你加入团队');
      expect(screen.getByTestId('team-join-submit').hasAttribute('disabled')).toBe(true);
    });
  }

  it('keeps the token of an invitation address: not taken as the session', async () => {
    expect(readAddressSession(new URLSearchParams(`token=${TOKEN}`), '/team/join').action).toEqual({
      kind: 'none',
    });
    expect(readAddressSession(new URLSearchParams(`token=${TOKEN}`), '/team').action).toEqual({
      kind: 'token',
      token: TOKEN,
    });
  });

  it('joins a valid invitation and goes to /team', async () => {
    const server = teamServer({
      '/api/web/team/invitation': preview('valid'),
      '/api/web/team/join': () => envelope(team({ isOwner: false })),
      [MINE]: () => envelope({ team: team({ isOwner: false }) }),
    });
    const { router } = renderTeam(`/team/join?token=${TOKEN}`);
    const submit = await screen.findByTestId('team-join-submit');
    expect(queryOf(server.callsTo('/api/web/team/invitation')[0]!).get('token')).toBe(TOKEN);
    expect(sessionToken.get()).toBe('tok');
    expect(currentUrl(router)).toBe(`/team/join?token=${TOKEN}`);
    expect(submit.hasAttribute('disabled')).toBe(false);
    const userInfoCalls = server.callsTo('/api/user/user-info').length;
    fireEvent.click(submit);
    await waitFor(() => expect(currentUrl(router)).toBe('/team'));
    expect(server.callsTo('/api/web/team/join')[0]!.body).toEqual({ token: TOKEN });
    await screen.findByTestId('team-info');
    // The signed-in user loads again (the team tier).
    await waitFor(() =>
      expect(server.callsTo('/api/user/user-info').length).toBeGreaterThan(userInfoCalls),
    );
  });

  it('shows a refused join in the server words and stays', async () => {
    teamServer({
      '/api/web/team/invitation': preview('valid'),
      '/api/web/team/join': () => envelope(null, { code: 5000, message: '你已经在另一个团队中' }),
    });
    const { router } = renderTeam(`/team/join?token=${TOKEN}`);
    fireEvent.click(await screen.findByTestId('team-join-submit'));
    expect((await screen.findByTestId('team-join-failure')).textContent).toContain(
      '你已经在另一个团队中',
    );
    expect(currentUrl(router)).toBe(`/team/join?token=${TOKEN}`);
  });

  it('an unknown token: the server message; a malformed one: asks for a new link', async () => {
    teamServer({
      '/api/web/team/invitation': () => envelope(null, { code: 5000, message: '邀请链接无效' }),
    });
    const first = renderTeam(`/team/join?token=${TOKEN}`);
    expect((await screen.findByTestId('team-join-error')).textContent).toContain('邀请链接无效');
    first.unmount();
    renderTeam('/team/join?token=bad');
    expect((await screen.findByTestId('team-join-error')).textContent).toContain('邀请链接不完整');
  });

  it('speaks en-US', async () => {
    initI18n('en-US');
    try {
      teamServer({ '/api/web/team/invitation': preview('full') });
      renderTeam(`/team/join?token=${TOKEN}`);
      expect((await screen.findByTestId('team-join-state')).textContent).toBe(
        'The team has no free seats',
      );
    } finally {
      initI18n('zh-CN');
    }
  });
});

import type {
  ChargeResult,
  H5OrderResult,
  TeamInfo,
  TeamInvitation,
  UserInfo,
} from '@slidecraft/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminError, runAdminCommand } from '../src/cli/admin.js';
import { teamInvitations, teams, users } from '../src/db/schema.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { userInfoOf } from './pay-helper.js';

let env: TestEnv;
let app: FastifyInstance;

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  await admin([
    'products',
    'set',
    'team-3',
    '--title',
    '团队版 3 人',
    '--price',
    '499',
    '--days',
    '365',
    '--team-seats',
    '3',
    '--select',
  ]);
  await admin([
    'products',
    'set',
    'team-2',
    '--title',
    '团队版 2 人',
    '--price',
    '299',
    '--days',
    '30',
    '--team-seats',
    '2',
  ]);
  await admin([
    'products',
    'set',
    'enterprise-std',
    '--title',
    '企业版',
    '--enterprise',
    '--spec',
    '专属客户经理',
    '--spec',
    '私有化部署',
    '--select',
  ]);
});
afterAll(() => env.dispose());

const admin = (args: string[]) => runAdminCommand(servicesOf(app).database.db, args);
const get = <T>(token: string, url: string, query?: Record<string, string>) =>
  call<T>(app, { method: 'GET', url, query, headers: auth(token) });
const post = <T>(token: string, url: string, payload?: object) =>
  call<T>(app, { method: 'POST', url, payload: payload ?? {}, headers: auth(token) });
const pay = (orderNumber: string) =>
  call(app, { method: 'POST', url: '/api/dev/pay/sandbox/pay', payload: { orderNumber } });
const tierOf = async (token: string): Promise<UserInfo> => userInfoOf(app, token);

async function createTeam(token: string, name = '设计组') {
  const res = await post<TeamInfo>(token, '/api/web/team/create', { name });
  expect(res.body.code).toBe(200);
  return res.body.data;
}
async function invite(token: string) {
  const res = await post<TeamInvitation>(token, '/api/web/team/invitation/create');
  expect(res.body.code).toBe(200);
  return res.body.data;
}
const join = (token: string, invitationToken: string) =>
  post<TeamInfo>(token, '/api/web/team/join', { token: invitationToken });
const charge = (token: string, productId: string, teamId?: string) =>
  get<ChargeResult>(token, '/api/v8/embed/product/charge', {
    productId,
    ...(teamId ? { teamId } : {}),
  });

/** A team whose owner bought `plan` (paid in the sandbox). */
async function paidTeam(plan = 'team-3') {
  const owner = await buildUserWithId(app);
  const team = await createTeam(owner.token);
  const order = await charge(owner.token, plan, team.id);
  expect(order.body.code).toBe(200);
  expect((await pay(order.body.data.orderNumber)).status).toBe(200);
  return { owner, team, orderNumber: order.body.data.orderNumber };
}

describe('teams', () => {
  it('a team seat gives a member the tier and removing the member takes it away', async () => {
    const { owner, team } = await paidTeam();
    const mine = (await get<{ team: TeamInfo }>(owner.token, '/api/web/team/mine')).body.data.team;
    expect(mine.seats).toBe(3);
    expect(mine.memberUntil).toBeGreaterThan(now() + 364 * DAY);
    // The owner is a member: the tier, from the team's end, personal membership untouched.
    expect((await tierOf(owner.token)).isRole).toBe(true);
    const [ownerRow] = await servicesOf(app)
      .database.db.select()
      .from(users)
      .where(eq(users.id, owner.id));
    expect(ownerRow!.memberUntil).toBe(0);

    const member = await buildUserWithId(app);
    expect((await tierOf(member.token)).isRole).toBe(false);
    const link = await invite(owner.token);
    expect(link.path).toBe(`/team/join?token=${link.token}`);
    const preview = await get<{ state: string; teamName: string }>(
      member.token,
      '/api/web/team/invitation',
      { token: link.token },
    );
    expect(preview.body.data).toMatchObject({ state: 'valid', teamName: '设计组' });
    const joined = await join(member.token, link.token);
    expect(joined.body.code).toBe(200);
    expect(joined.body.data.members.map((m) => m.role)).toEqual(['owner', 'member']);
    const info = await tierOf(member.token);
    expect(info.isRole).toBe(true);
    expect(info.endAt).toBe(mine.memberUntil);

    // A member is not the owner: no removing, no buying, no invitations.
    expect(
      (await post(member.token, '/api/web/team/member/remove', { userId: owner.id })).body.code,
    ).toBe(5107);
    expect((await charge(member.token, 'team-3', team.id)).body.code).toBe(5107);
    expect((await post(member.token, '/api/web/team/invitation/create')).body.code).toBe(5107);

    const removed = await post(owner.token, '/api/web/team/member/remove', { userId: member.id });
    expect(removed.body.code).toBe(200);
    // Once out (or never in), the user is not found in the team: 5100, with what to tell the owner.
    const again = await post(owner.token, '/api/web/team/member/remove', { userId: member.id });
    expect(again.body).toMatchObject({ code: 5100, message: '用户不存在: 该用户不是团队成员' });
    expect((await tierOf(member.token)).isRole).toBe(false);
    expect(
      (await get<{ team: TeamInfo | null }>(member.token, '/api/web/team/mine')).body.data.team,
    ).toBeNull();
    // The AI allowance follows the tier too.
    const rate = await get<{ aiTimes: { total: number } }>(member.token, '/api/ai/rate');
    expect(rate.body.code).toBe(200);
  });

  it('a member with a personal membership keeps it after removal', async () => {
    const { owner } = await paidTeam();
    const member = await buildUserWithId(app, 10 * DAY);
    const personal = (await tierOf(member.token)).endAt;
    const link = await invite(owner.token);
    expect((await join(member.token, link.token)).body.code).toBe(200);
    expect((await tierOf(member.token)).endAt).toBeGreaterThan(personal + 300 * DAY);
    expect((await post(member.token, '/api/web/team/leave')).body.code).toBe(200);
    const after = await tierOf(member.token);
    expect(after.isRole).toBe(true);
    expect(after.endAt).toBe(personal);
  });

  it('refuses joining a full team, another team, and the owner leaving', async () => {
    const { owner } = await paidTeam('team-2');
    const link = await invite(owner.token);
    const first = await buildUserWithId(app);
    expect((await join(first.token, link.token)).body.code).toBe(200);
    // Joining again is no error.
    expect((await join(first.token, link.token)).body.code).toBe(200);
    const second = await buildUserWithId(app);
    const full = await join(second.token, link.token);
    expect(full.body.code).toBe(5000);
    expect(full.body.message).toContain('团队席位已满');
    const preview = await get<{ state: string }>(second.token, '/api/web/team/invitation', {
      token: link.token,
    });
    expect(preview.body.data.state).toBe('full');

    // In another team already.
    const other = await paidTeam();
    const otherLink = await invite(other.owner.token);
    const elsewhere = await join(first.token, otherLink.token);
    expect(elsewhere.body.code).toBe(5000);
    expect(elsewhere.body.message).toContain('你已在一个团队中');
    expect((await post(owner.token, '/api/web/team/create', { name: 'x' })).body.code).toBe(5000);
    expect((await post(owner.token, '/api/web/team/leave')).body.code).toBe(5000);
  });

  it('takes a name of 1 to 30 characters, trimmed', async () => {
    const name = async (value: string) =>
      (
        await post<TeamInfo>((await buildUserWithId(app)).token, '/api/web/team/create', {
          name: value,
        })
      ).body;
    expect((await name('   ')).code).toBe(5000);
    expect((await name('团'.repeat(31))).code).toBe(5000);
    const longest = await name(` ${'团'.repeat(30)} `);
    expect(longest.code).toBe(200);
    expect(longest.data.name).toBe('团'.repeat(30));
  });

  it('refuses expired and revoked invitations', async () => {
    const { owner } = await paidTeam();
    const joiner = await buildUserWithId(app);
    const revoked = await invite(owner.token);
    const mine = (await get<{ team: TeamInfo }>(owner.token, '/api/web/team/mine')).body.data.team;
    expect(mine.invitations.map((i) => i.token)).toContain(revoked.token);
    expect(
      (await post(owner.token, '/api/web/team/invitation/revoke', { token: revoked.token })).body
        .code,
    ).toBe(200);
    const refusedRevoked = await join(joiner.token, revoked.token);
    expect(refusedRevoked.body.code).toBe(5000);
    expect(refusedRevoked.body.message).toContain('邀请链接已撤销');

    const expired = await invite(owner.token);
    expect(Date.parse(expired.expiresAt) / 1000).toBeGreaterThan(now() + 7 * DAY - 60);
    await servicesOf(app)
      .database.db.update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.token, expired.token));
    const refusedExpired = await join(joiner.token, expired.token);
    expect(refusedExpired.body.code).toBe(5000);
    expect(refusedExpired.body.message).toContain('邀请链接已过期');
    const unknown = await join(joiner.token, 'A'.repeat(22));
    expect(unknown.body.code).toBe(5000);
    expect((await tierOf(joiner.token)).isRole).toBe(false);
  });

  it('a paid renewal (H5) extends from the current end, sets the seats and syncs members', async () => {
    const { owner, team } = await paidTeam('team-2');
    const link = await invite(owner.token);
    const member = await buildUserWithId(app);
    expect((await join(member.token, link.token)).body.code).toBe(200);
    const before = (
      await servicesOf(app).database.db.select().from(teams).where(eq(teams.id, team.id))
    )[0]!;
    expect(before.seats).toBe(2);

    const h5 = await post<H5OrderResult>(
      owner.token,
      '/api/web/client/products/H5/createOrder/team-3',
      { productType: 'team', teamId: team.id, callback: '/team' },
    );
    expect(h5.body.code).toBe(200);
    expect((await pay(h5.body.data.orderNumber)).status).toBe(200);
    const after = (
      await servicesOf(app).database.db.select().from(teams).where(eq(teams.id, team.id))
    )[0]!;
    expect(after.seats).toBe(3);
    expect(after.memberUntil).toBe(before.memberUntil + 365 * DAY);
    expect((await tierOf(member.token)).endAt).toBe(after.memberUntil);
    // Paying the same notification again settles nothing more.
    expect((await pay(h5.body.data.orderNumber)).status).toBe(200);
    const again = (
      await servicesOf(app).database.db.select().from(teams).where(eq(teams.id, team.id))
    )[0]!;
    expect(again.memberUntil).toBe(after.memberUntil);

    // Without teamId, or a membership plan with one: refused.
    const noTeam = await post(owner.token, '/api/web/client/products/H5/createOrder/team-3', {
      productType: 'team',
      callback: '/team',
    });
    expect(noTeam.body.code).toBe(5000);
    expect((await charge(owner.token, 'team-3')).body.code).toBe(5204);
    expect((await charge(owner.token, 'pro-yearly', team.id)).body.code).toBe(5204);
    // A member's H5 order for the team: 5107.
    const byMember = await post(member.token, '/api/web/client/products/H5/createOrder/team-3', {
      productType: 'team',
      teamId: team.id,
      callback: '/team',
    });
    expect(byMember.body.code).toBe(5107);
    // The membership path of the same route still sells membership plans.
    const svip = await post<H5OrderResult>(
      member.token,
      '/api/web/client/products/H5/createOrder/pro-yearly',
      { callback: '/pricing' },
    );
    expect(svip.body.code).toBe(200);
  });

  it('lists the team plans for the caller’s team only', async () => {
    const owner = await buildUserWithId(app);
    const team = await createTeam(owner.token);
    const list = await get<{ items: { id: string; seats: number; durationDays: number }[] }>(
      owner.token,
      '/api/web/team/products/listActive',
      { teamId: team.id },
    );
    expect(list.body.code).toBe(200);
    expect(list.body.data.items.map((p) => [p.id, p.seats, p.durationDays])).toEqual([
      ['team-2', 2, 30],
      ['team-3', 3, 365],
    ]);
    const stranger = await buildUserWithId(app);
    const refused = await get(stranger.token, '/api/web/team/products/listActive', {
      teamId: team.id,
    });
    expect(refused.body.code).toBe(5107);
    // Team plans are not in the membership catalogue.
    const catalogue = await call<{ items: { id: string }[] }>(app, {
      method: 'GET',
      url: '/api/products',
    });
    expect(catalogue.body.data.items.map((p) => p.id)).not.toContain('team-3');
  });
});

describe('enterprise plans', () => {
  it('are listed with the contact-sales link and never sold', async () => {
    const list = await call<{ items: { id: string; specs: string[] }[]; contact: string }>(app, {
      method: 'GET',
      url: '/api/v8/embed/enterprise/products',
    });
    expect(list.body.data.contact).toBe('mailto:support@example.com');
    expect(list.body.data.items.map((p) => [p.id, p.specs])).toEqual([
      ['enterprise-std', ['专属客户经理', '私有化部署']],
    ]);
    const def = await call<{ product: { id: string } | null; contact: string }>(app, {
      method: 'GET',
      url: '/api/web/enterprises/product/getDefault',
    });
    expect(def.body.data.product?.id).toBe('enterprise-std');
    const specs = await call<{ specs: string[]; contact: string }>(app, {
      method: 'GET',
      url: '/api/v8/embed/product/enterprise/specifications',
      query: { productId: 'enterprise-std' },
    });
    expect(specs.body.data.specs).toEqual(['专属客户经理', '私有化部署']);
    const notEnterprise = await call(app, {
      method: 'GET',
      url: '/api/v8/embed/product/enterprise/specifications',
      query: { productId: 'pro-yearly' },
    });
    expect(notEnterprise.body.code).toBe(5204);
    const buyer = await buildUserWithId(app);
    expect((await charge(buyer.token, 'enterprise-std')).body.code).toBe(5204);
  });
});

describe('products set --team-seats / --enterprise', () => {
  it('describe the plans and refuse bad combinations with one line', async () => {
    const listed = await admin(['products', 'list']);
    expect(listed).toMatch(/team-3\t.*365 days, team of 3 seats/);
    expect(listed).toMatch(/enterprise-std\t.*enterprise \(contact sales\), 2 spec lines/);
    const refusals: Array<[string[], RegExp]> = [
      [['--team-seats', '3', '--union', '--days', '30', '--price', '1'], /one at most/],
      [['--team-seats', '3', '--enterprise'], /one at most/],
      [['--enterprise', '--ai-points', '5'], /one at most/],
      [['--team-seats', '1', '--days', '30', '--price', '1'], /--team-seats: 2 to/],
      [['--team-seats', '3', '--price', '1'], /--days/],
      [['--enterprise', '--days', '30'], /--enterprise: no --days/],
      [['--spec', 'x', '--days', '30', '--price', '1'], /--spec: for a team or enterprise/],
    ];
    for (const [flags, message] of refusals) {
      const error = await admin(['products', 'set', 'bad-plan', '--title', 'x', ...flags]).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AdminError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message.split('\n')).toHaveLength(1);
    }
    expect(await admin(['products', 'list'])).not.toContain('bad-plan');
  });
});

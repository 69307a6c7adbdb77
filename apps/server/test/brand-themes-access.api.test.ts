import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandThemeLimitMessage, type ThemeListResult } from '@slidecraft/contract';
import { listThemes as engineThemes } from '@slidecraft/deck';
import { brandTemplate } from './brand-themes-fixtures.js';
import { deleteTheme, listThemes, makeTeam, uploadTheme } from './brand-themes-helpers.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;
let template: Buffer;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  template = await brandTemplate();
});
afterAll(() => env.dispose());

const MONTH = 30 * 86_400;
const names = async (token: string) =>
  (await listThemes(app, token)).body.data.items.map((item) => item.name);

async function upload(token: string, name: string, teamId?: string): Promise<string> {
  const res = await uploadTheme(app, token, template, { name, ...(teamId ? { teamId } : {}) });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data.themeId;
}

describe('who sees and removes a brand theme', () => {
  it('is its owner’s alone: another user neither lists nor removes it (5107)', async () => {
    const owner = await buildUserWithId(app);
    const other = await buildUserWithId(app);
    const themeId = await upload(owner.token, '我的主题');
    const [item] = (await listThemes(app, owner.token)).body.data.items;
    expect(item).toMatchObject({ themeId, name: '我的主题', teamId: null, canDelete: true });
    expect(await names(other.token)).toEqual([]);
    expect((await deleteTheme(app, other.token, themeId)).body.code).toBe(5107);
    expect(await names(owner.token)).toEqual(['我的主题']);
  });

  it("shares a team theme with the team's members, not with others", async () => {
    const owner = await buildUserWithId(app);
    const member = await buildUserWithId(app);
    const second = await buildUserWithId(app);
    const outsider = await buildUserWithId(app);
    const teamId = await makeTeam(app, owner.id, [member.id, second.id], MONTH);
    await upload(member.token, '团队主题', teamId);
    await upload(member.token, '成员自己的');
    await upload(owner.token, '组长自己的');
    // The caller's own first, then the team's.
    expect(await names(member.token)).toEqual(['成员自己的', '团队主题']);
    expect(await names(owner.token)).toEqual(['组长自己的', '团队主题']);
    expect(await names(second.token)).toEqual(['团队主题']);
    expect(await names(outsider.token)).toEqual([]);
    const shared = (await listThemes(app, second.token)).body.data.items[0]!;
    expect(shared).toMatchObject({ teamId, mine: false, canDelete: false });
    // The picker offers to remove it to whom may: its uploader and the team's owner.
    const pickerTags = async (token: string) =>
      (
        await call<ThemeListResult>(app, {
          method: 'GET',
          url: '/api/workspace/template?tags=brand',
          headers: auth(token),
        })
      ).body.data.items.map((item) => [item.title, item.tags]);
    expect(await pickerTags(second.token)).toEqual([['团队主题', ['brand']]]);
    expect(await pickerTags(owner.token)).toEqual([
      ['组长自己的', ['brand', 'removable']],
      ['团队主题', ['brand', 'removable']],
    ]);
  });

  it("lets the uploader and the team's owner remove a team theme, no other member", async () => {
    const owner = await buildUserWithId(app);
    const member = await buildUserWithId(app);
    const second = await buildUserWithId(app);
    const teamId = await makeTeam(app, owner.id, [member.id, second.id], MONTH);
    const first = await upload(member.token, '甲', teamId);
    const other = await upload(member.token, '乙', teamId);
    expect((await deleteTheme(app, second.token, first)).body.code).toBe(5107);
    expect((await deleteTheme(app, owner.token, first)).body.code).toBe(200);
    expect((await deleteTheme(app, member.token, other)).body.code).toBe(200);
    expect(await names(second.token)).toEqual([]);
  });

  it('refuses a team the caller is not in with 5107', async () => {
    const owner = await buildUserWithId(app);
    const outsider = await buildUserWithId(app, MONTH);
    const teamId = await makeTeam(app, owner.id, []);
    const res = await uploadTheme(app, outsider.token, template, { name: '冒名', teamId });
    expect(res.body.code).toBe(5107);
    expect(await names(owner.token)).toEqual([]);
  });

  it("counts a team's themes against the team, the basic one once its plan lapsed", async () => {
    const owner = await buildUserWithId(app);
    const member = await buildUserWithId(app);
    const unpaid = await makeTeam(app, owner.id, [member.id]);
    await upload(member.token, '一', unpaid);
    const past = await uploadTheme(app, owner.token, template, { name: '二', teamId: unpaid });
    expect(past.body.code).toBe(5412);
    expect(past.body.message).toContain(brandThemeLimitMessage('basic')['zh-CN']);
    // The team's place is its own: the member's own basic place is still free.
    await upload(member.token, '自己的');
  });
});

describe('the theme picker (GET /api/workspace/template)', () => {
  const picker = (token?: string, query = 'size=100') =>
    call<ThemeListResult>(app, {
      method: 'GET',
      url: `/api/workspace/template?${query}`,
      ...(token ? { headers: auth(token) } : {}),
    });

  it("lists a signed-in caller's brand themes after the engine's, in the same shape", async () => {
    const builtIn = engineThemes().length;
    const user = await buildUserWithId(app, MONTH);
    const themeId = await upload(user.token, '品牌蓝');
    const res = await picker(user.token);
    expect(res.body.data.total).toBe(builtIn + 1);
    expect(res.body.data.items.slice(0, builtIn).some((item) => item.id.startsWith('brand-'))).toBe(
      false,
    );
    expect(res.body.data.items[builtIn]).toEqual({
      id: themeId,
      title: '品牌蓝',
      tags: ['brand', 'removable'],
      thumbnail: `/api/workspace/template/thumbnail/${themeId}`,
    });
    // Paged as one list: the page past the engine's themes holds the brand one.
    const next = await picker(user.token, `start=${builtIn}&size=10`);
    expect(next.body.data.items.map((item) => item.id)).toEqual([themeId]);
    const png = await app.inject({ method: 'GET', url: res.body.data.items[builtIn]!.thumbnail });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('lists the engine’s themes only when signed out or with a stale token', async () => {
    const user = await buildUserWithId(app, MONTH);
    await upload(user.token, '看不见');
    for (const res of [await picker(), await picker('x'.repeat(40))]) {
      expect(res.body.code).toBe(200);
      expect(res.body.data.total).toBe(engineThemes().length);
      expect(res.body.data.items.some((item) => item.id.startsWith('brand-'))).toBe(false);
    }
  });

  it('answers 404 for the thumbnail of a theme that is gone', async () => {
    const user = await buildUserWithId(app, MONTH);
    const themeId = await upload(user.token, '将删除');
    expect((await deleteTheme(app, user.token, themeId)).body.code).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: `/api/workspace/template/thumbnail/${themeId}`,
    });
    expect(res.json<{ code: number }>().code).toBe(404);
  });
});

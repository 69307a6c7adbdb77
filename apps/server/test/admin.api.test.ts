import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminError, runAdminCommand } from '../src/cli/admin.js';
import {
  advanceClock,
  auth,
  buildUser,
  call,
  createTestEnv,
  latestSmsCode,
  readUserRow,
  requestSmsCode,
  uniqueIp,
  uniquePhone,
  type TestEnv,
  servicesOf,
} from './helper.js';

// --- admin CLI ------------------------------------------------------------------------------

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());
afterEach(() => vi.useRealTimers());

const db = () => servicesOf(app).database.db;
/** The CLI as it runs beside a server: its change reaches the server's session cache (Redis). */
const admin = (args: string[]) =>
  runAdminCommand(db(), args, (userId) => servicesOf(app).sessions.userChanged(userId));
const userRow = (key: { phone?: string; id?: string }) => readUserRow(app, key);

describe('admin CLI', () => {
  it('disables a user (token and login get 5101) and enables them again', async () => {
    const user = await buildUser(app);
    const local = user.phone.slice(4);
    const out = await admin(['disable-user', local]);
    expect(out).toMatch(/disabled \(was active\)/);
    expect((await userRow({ phone: user.phone })).status).toBe('forbidden');

    // The live session meets the disabled-account answer; a fresh login is refused too.
    const info = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(user.token),
    });
    expect(info.body.code).toBe(5101);
    advanceClock(61_000);
    await requestSmsCode(app, user.phone, uniqueIp());
    const code = await latestSmsCode(app, user.phone);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone: user.phone, code },
    });
    expect(login.body.code).toBe(5101);

    const { id } = await userRow({ phone: user.phone });
    expect(await admin(['enable-user', id])).toMatch(/enabled .*old sessions revoked/);
    const old = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(user.token),
    });
    expect(old.status).toBe(401);
    advanceClock(61_000);
    await requestSmsCode(app, user.phone, uniqueIp());
    const again = await call<{ token: string }>(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone: user.phone, code: await latestSmsCode(app, user.phone) },
    });
    expect(again.body.code).toBe(200);
    const fine = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(again.body.data.token),
    });
    expect(fine.body.code).toBe(200);
  });

  it('gives a live token of a disabled user 5101', async () => {
    const user = await buildUser(app);
    // A session created after the disable (or missed by it) still meets the status check.
    await admin(['disable-user', user.phone]);
    const { id } = await userRow({ phone: user.phone });
    const token = await servicesOf(app).sessions.create(id);
    const res = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(token),
    });
    expect(res.body.code).toBe(5101);
  });

  it('deletes an account: its session ends and a login to it answers 5112 with its message', async () => {
    const user = await buildUser(app);
    expect(await admin(['delete-user', user.phone])).toMatch(
      /deleted \(was active\), sessions revoked/,
    );
    expect((await userRow({ phone: user.phone })).status).toBe('deleted');
    const info = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(user.token),
    });
    expect(info.status).toBe(401);
    advanceClock(61_000);
    await requestSmsCode(app, user.phone, uniqueIp());
    const login = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      headers: { 'app-language': 'en-US' },
      payload: { phone: user.phone, code: await latestSmsCode(app, user.phone) },
    });
    expect(login.body).toMatchObject({ code: 5112, message: 'Account has been logged out' });
    // A deleted account is not brought back by the other commands.
    await expect(admin(['enable-user', user.phone])).rejects.toThrow(/is deleted/);
    await expect(admin(['delete-user', user.phone, '--reason', 'x'])).rejects.toThrow(/--reason/);
  });

  it('refuses unknown users and bad usage', async () => {
    await expect(admin(['disable-user', uniquePhone()])).rejects.toThrow(AdminError);
    await expect(admin(['enable-user', '00000000-0000-0000-0000-000000000000'])).rejects.toThrow(
      /no user/,
    );
    await expect(admin(['drop-user', '1'])).rejects.toThrow(/usage/);
    await expect(admin(['disable-user'])).rejects.toThrow(/usage/);
  });
});

describe('admin CLI: membership plans', () => {
  const plans = async () =>
    (
      await call<{ items: { id: string; price: { pay: number }; select: boolean }[] }>(app, {
        method: 'GET',
        url: '/api/products',
      })
    ).body.data.items;

  it('lists, adds, selects, takes off and puts back on sale', async () => {
    expect(await admin(['products', 'list'])).toMatch(
      /pro-yearly\t专业版 年度会员\t¥199\.00\t365 days\ton sale, selected, en-US, zh-TW/,
    );
    const out = await admin([
      'products',
      'set',
      'pro-weekly',
      '--title',
      '专业版 周卡',
      '--price',
      '9.9',
      '--days',
      '7',
      '--badge',
      '尝鲜',
      '--sort',
      '0',
      '--select',
    ]);
    expect(out).toBe('pro-weekly\t专业版 周卡\t¥9.90\t7 days\ton sale, selected');
    let items = await plans();
    expect(items[0]).toMatchObject({ id: 'pro-weekly', price: { pay: 990 }, select: true });
    expect(items.filter((p) => p.select)).toHaveLength(1);
    expect(await admin(['products', 'disable', 'pro-weekly'])).toBe('pro-weekly: off sale');
    items = await plans();
    expect(items.map((p) => p.id)).not.toContain('pro-weekly');
    await admin([
      'products',
      'set',
      'pro-yearly',
      '--title',
      '专业版 年度会员',
      '--price',
      '199',
      '--days',
      '365',
      '--select',
    ]);
    expect((await plans()).filter((p) => p.select).map((p) => p.id)).toEqual(['pro-yearly']);
  });

  it('translates a plan: its texts in that locale, the others unchanged', async () => {
    const inLocale = async (locale: string) =>
      (
        await call<{ items: { id: string; title: string; badge: string }[] }>(app, {
          method: 'GET',
          url: '/api/products',
          headers: { 'App-Language': locale },
        })
      ).body.data.items.find((p) => p.id === 'pro-quarterly')!;
    expect((await inLocale('en-US')).title).toBe('Professional, quarterly');
    const out = await admin([
      'products',
      'translate',
      'pro-quarterly',
      '--locale',
      'en-US',
      '--title',
      'Pro, 3 months',
      '--badge',
      'Popular',
    ]);
    expect(out).toMatch(/^pro-quarterly\t专业版 季度会员\t¥69\.00/);
    expect(await inLocale('en-US')).toMatchObject({ title: 'Pro, 3 months', badge: 'Popular' });
    expect((await inLocale('zh-TW')).title).toBe('專業版 季度會員');
    expect((await inLocale('zh-CN')).title).toBe('专业版 季度会员');
    const refused = (args: string[]) => admin(['products', 'translate', ...args]);
    await expect(refused(['pro-quarterly', '--locale', 'fr-FR', '--title', 'X'])).rejects.toThrow(
      /--locale: zh-TW or en-US/,
    );
    await expect(refused(['pro-quarterly', '--locale', 'en-US'])).rejects.toThrow(/--title/);
    await expect(refused(['pro-none', '--locale', 'en-US', '--title', 'X'])).rejects.toThrow(
      /no plan pro-none/,
    );
  });

  it('refuses bad input with one clear line, and explains itself with --help', async () => {
    expect(await admin(['products', '--help'])).toMatch(/products set <id> --title/);
    expect(await admin(['--help'])).toMatch(/products \.\.\./);
    const refused = async (args: string[], line: RegExp) => {
      const error = await admin(['products', ...args]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AdminError);
      expect((error as Error).message).toMatch(line);
    };
    const base = ['set', 'pro-x', '--title', 'X', '--days', '30'];
    await refused([...base, '--price', 'abc'], /--price: a price in yuan/);
    await refused([...base, '--price', '1.234'], /--price: a price in yuan/);
    await refused([...base, '--price', '0'], /--price: at least 0.01/);
    await refused(['set', 'pro-x', '--title', 'X', '--price', '9', '--days', '0'], /--days/);
    await refused(
      ['set', 'Bad_Id', '--title', 'X', '--price', '9', '--days', '1'],
      /id: lowercase/,
    );
    await refused([...base, '--price', '9', '--colour', 'red'], /Unknown option '--colour'/);
    await refused(['disable', 'no-such-plan'], /no plan no-such-plan/);
    await refused(['drop'], /usage: npm run admin -- products/);
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminError, runAdminCommand } from '../src/cli/admin.js';
import {
  auth,
  buildUser,
  buildUserWithId,
  call,
  createTestEnv,
  type TestEnv,
  servicesOf,
} from './helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const admin = (args: string[]) =>
  runAdminCommand(servicesOf(app).database.db, args, (userId) =>
    servicesOf(app).sessions.userChanged(userId),
  );
const refused = async (args: string[], line: RegExp) => {
  const error = await admin(args).catch((e: unknown) => e);
  expect(error, args.join(' ')).toBeInstanceOf(AdminError);
  expect((error as Error).message).toMatch(line);
};
const redeem = (token: string, code: string) =>
  call(app, {
    method: 'POST',
    url: '/api/license-code/redeem',
    headers: auth(token),
    payload: { code },
  });
const CODE = /^[2-9A-HJ-NP-Z]{16}$/;

describe('admin CLI: redeem codes', () => {
  it('makes a batch: one code per line, a CSV beside, each code granting its plan', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sc-codes-'));
    const csv = join(dir, 'codes.csv');
    const out = await admin([
      'codes',
      'create',
      '--product',
      'pro-yearly',
      '--count',
      '5',
      '--uses',
      '2',
      '--expires',
      '2099-12-31',
      '--csv',
      csv,
    ]);
    const codes = out.split('\n');
    expect(codes).toHaveLength(5);
    for (const code of codes) expect(code).toMatch(CODE);
    const rows = (await readFile(csv, 'utf8')).trim().split('\n');
    expect(rows[0]).toBe('code,batch,product,uses,per_user,expires');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(codes);
    expect(rows[1]).toContain(',pro-yearly,2,1,2099-12-31T00:00:00.000Z');

    const user = await buildUser(app);
    expect((await redeem(user.token, codes[0]!)).body.code).toBe(200);
    const list = await admin(['codes', 'list']);
    expect(list).toMatch(/pro-yearly\t5 codes\t9\/10 uses left\t1 per user\texpires 2099/);

    // Withdrawn: every code of the batch is invalid from now on.
    const batchId = rows[1]!.split(',')[1]!;
    expect(await admin(['codes', 'disable', batchId])).toBe(`${batchId}: withdrawn`);
    const other = await buildUser(app);
    expect((await redeem(other.token, codes[1]!)).body.code).toBe(5600);
  });

  it('refuses bad input with one clear line, and explains itself with --help', async () => {
    expect(await admin(['codes', '--help'])).toMatch(/codes create --product <id>/);
    expect(await admin(['--help'])).toMatch(/codes \.\.\./);
    const base = ['codes', 'create', '--product', 'pro-monthly'];
    await refused([...base, '--uses', '1'], /--count: required/);
    await refused([...base, '--count', '0', '--uses', '1'], /--count: a whole number from 1/);
    await refused([...base, '--count', '100001', '--uses', '1'], /--count/);
    await refused([...base, '--count', '2', '--uses', 'x'], /--uses: a whole number/);
    await refused([...base, '--count', '2', '--uses', '1', '--per-user', '0'], /--per-user/);
    await refused([...base, '--count', '2', '--uses', '1', '--expires', 'soon'], /ISO date/);
    await refused([...base, '--count', '2', '--uses', '1', '--expires', '2001-01-01'], /past/);
    await refused(['codes', 'create', '--count', '1', '--uses', '1'], /--product: a plan id/);
    await refused(
      ['codes', 'create', '--product', 'no-plan', '--count', '1', '--uses', '1'],
      /no plan no-plan/,
    );
    await refused([...base, '--count', '1', '--uses', '1', '--colour', 'red'], /Unknown option/);
    await admin(['products', 'set', 'pack-x', '--title', 'X', '--price', '1', '--ai-points', '5']);
    await refused(
      ['codes', 'create', '--product', 'pack-x', '--count', '1', '--uses', '1'],
      /no membership plan/,
    );
    const dir = await mkdtemp(join(tmpdir(), 'sc-codes-'));
    const taken = join(dir, 'taken.csv');
    await writeFile(taken, 'keep me');
    await refused([...base, '--count', '1', '--uses', '1', '--csv', taken], /exists already/);
    expect(await readFile(taken, 'utf8')).toBe('keep me');
    await refused(['codes', 'disable', 'nope'], /batch id: a UUID/);
    await refused(['codes', 'disable', '00000000-0000-0000-0000-000000000000'], /no batch/);
    await refused(['codes', 'drop'], /usage: npm run admin -- codes/);
    await refused([], /usage: npm run admin/);
  });
});

describe('admin CLI: users and orders', () => {
  it('disables a user with a reason the user is told (5101), and enables them again', async () => {
    const user = await buildUser(app);
    const out = await admin(['disable-user', user.phone, '--reason', '违反用户协议第 3 条']);
    expect(out).toMatch(/disabled \(was active\): 违反用户协议第 3 条/);
    const info = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(user.token),
    });
    expect(info.body).toMatchObject({ code: 5101, message: '该账号已被禁用: 违反用户协议第 3 条' });
    await admin(['enable-user', user.phone]);
    await refused(['enable-user', user.phone, '--reason', 'x'], /only with disable-user/);
    await refused(['disable-user', user.phone, '--reason', ' '], /--reason: 1 to 200/);
  });

  it('lists orders, newest first, by user and status', async () => {
    const buyer = await buildUserWithId(app);
    const charge = await call<{ orderNumber: string }>(app, {
      method: 'GET',
      url: '/api/v8/embed/product/charge?productId=pro-monthly',
      headers: auth(buyer.token),
    });
    expect(charge.body.code).toBe(200);
    const mine = await admin(['orders', 'list', '--user', buyer.id]);
    expect(mine.split('\n')).toHaveLength(1);
    expect(mine).toMatch(
      new RegExp(
        `^${charge.body.data.orderNumber}\\t\\S+\\t\\+86-\\d+\\tpro-monthly\\t29\\.90 CNY\\twechat\\topen\\t-$`,
      ),
    );
    expect(await admin(['orders', 'list', '--user', buyer.id, '--status', 'paid'])).toBe(
      'no orders',
    );
    await refused(['orders', 'list', '--status', 'refunded'], /--status: open, paid or closed/);
    await refused(['orders', 'list', '--limit', '0'], /--limit: 1 to 1000/);
    await refused(['orders', 'list', '--user', 'someone'], /--user: a phone number or a user id/);
  });
});

describe('the admin command itself', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  // Exactly as operators and outside tests run it: through npm (.npmrc keeps npm's banner off
  // standard output).
  const run = (args: string[]) =>
    promisify(execFile)(
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      ['run', 'admin', '--', ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: env.dataDir,
          ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
        },
      },
    );

  it('prints only the codes on standard output, against the database the server uses', async () => {
    // PGlite is one process's: the command runs while the server is stopped. PostgreSQL: any time.
    const stopped = !env.databaseUrl;
    if (stopped) await app.close();
    let lines: string[];
    try {
      const { stdout } = await run([
        'codes',
        'create',
        '--product',
        'pro-monthly',
        '--count',
        '3',
        '--uses',
        '1',
      ]);
      lines = stdout.split('\n');
      const failed = await run(['codes', 'create', '--count', 'x']).catch((e: unknown) => e);
      expect(failed).toMatchObject({ code: 1, stdout: '' });
      expect((failed as { stderr: string }).stderr).toMatch(/^--product: a plan id/);
    } finally {
      if (stopped) app = await env.start();
    }
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(CODE);
    const user = await buildUser(app);
    expect((await redeem(user.token, lines[0]!)).body.code).toBe(200);
  }, 60_000);
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LicenseCode, OrderList } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminError, runAdminCommand } from '../src/cli/admin.js';
import { auth, buildUser, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { chargeFor, userInfoOf } from './pay-helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const admin = (args: string[]) => runAdminCommand(servicesOf(app).database.db, args);
const pay = (orderNumber: string) =>
  call(app, { method: 'POST', url: '/api/dev/pay/sandbox/pay', payload: { orderNumber } });
const licenseCode = (token: string, orderNumber: string) =>
  call<LicenseCode>(app, {
    method: 'GET',
    url: '/api/order/license-code',
    query: { orderNumber },
    headers: auth(token),
  });
async function codesFile(lines: string[]) {
  const file = join(await mkdtemp(join(tmpdir(), 'sc-union-')), 'codes.txt');
  await writeFile(file, lines.join('\n'));
  return file;
}

describe('joint (union) plans', () => {
  it('give each paid order one partner code, shown in its order management', async () => {
    await admin([
      'products',
      'set',
      'pro-union-yearly',
      '--title',
      '专业版+插件 联合年卡',
      '--price',
      '299',
      '--days',
      '365',
      '--union',
    ]);
    expect(await admin(['products', 'list'])).toMatch(/pro-union-yearly\t.*joint/);
    const file = await codesFile([
      'PARTNER-AAAA-0001',
      '',
      'PARTNER-AAAA-0002',
      'PARTNER-AAAA-0001',
    ]);
    expect(await admin(['union', 'import', '--product', 'pro-union-yearly', '--file', file])).toBe(
      'pro-union-yearly: 2 codes added, 0 already there',
    );
    expect(await admin(['union', 'import', '--product', 'pro-union-yearly', '--file', file])).toBe(
      'pro-union-yearly: 0 codes added, 2 already there',
    );

    const first = await buildUser(app);
    const order = (await chargeFor(app, first.token, 'pro-union-yearly')).body.data;
    // Not paid yet: no code.
    expect((await licenseCode(first.token, order.orderNumber)).body.code).toBe(5000);
    expect((await pay(order.orderNumber)).body.code).toBe(200);
    expect((await userInfoOf(app, first.token)).isRole).toBe(true);
    const code = (await licenseCode(first.token, order.orderNumber)).body.data;
    expect(code).toEqual({
      orderNumber: order.orderNumber,
      productId: 'pro-union-yearly',
      code: 'PARTNER-AAAA-0001',
    });
    // The same code every time; nobody else reads it.
    expect((await licenseCode(first.token, order.orderNumber)).body.data.code).toBe(code.code);
    const stranger = await buildUser(app);
    expect((await licenseCode(stranger.token, order.orderNumber)).body.code).toBe(5200);
    const list = await call<OrderList>(app, {
      method: 'GET',
      url: '/api/order/list',
      headers: auth(first.token),
    });
    expect(list.body.data.items[0]).toMatchObject({ isUnionProduct: true, status: 'paid' });

    // The second order takes the second code; the third waits for stock (5603), then gets one.
    const second = await buildUser(app);
    const o2 = (await chargeFor(app, second.token, 'pro-union-yearly')).body.data;
    await pay(o2.orderNumber);
    expect((await licenseCode(second.token, o2.orderNumber)).body.data.code).toBe(
      'PARTNER-AAAA-0002',
    );
    const third = await buildUser(app);
    const o3 = (await chargeFor(app, third.token, 'pro-union-yearly')).body.data;
    await pay(o3.orderNumber);
    expect((await userInfoOf(app, third.token)).isRole).toBe(true);
    expect((await licenseCode(third.token, o3.orderNumber)).body.code).toBe(5603);
    expect(await admin(['union', 'list'])).toMatch(/pro-union-yearly\t0 in stock\t2 given out/);
    await admin([
      'union',
      'import',
      '--product',
      'pro-union-yearly',
      '--file',
      await codesFile(['LATE-0003']),
    ]);
    expect((await licenseCode(third.token, o3.orderNumber)).body.data.code).toBe('LATE-0003');

    // An ordinary plan's order has no partner code.
    const plain = await buildUser(app);
    const o4 = (await chargeFor(app, plain.token, 'pro-monthly')).body.data;
    await pay(o4.orderNumber);
    expect((await licenseCode(plain.token, o4.orderNumber)).body.code).toBe(5000);
  });

  it('refuse bad imports with one clear line', async () => {
    const refused = async (args: string[], line: RegExp) => {
      const error = await admin(args).catch((e: unknown) => e);
      expect(error, args.join(' ')).toBeInstanceOf(AdminError);
      expect((error as Error).message).toMatch(line);
    };
    expect(await admin(['union', '--help'])).toMatch(/union import --product/);
    await refused(
      ['union', 'import', '--product', 'pro-monthly', '--file', await codesFile(['ABCD'])],
      /not a joint plan/,
    );
    await refused(['union', 'import', '--product', 'nope', '--file', 'x'], /no plan nope/);
    await refused(['union', 'import', '--product', 'pro-monthly'], /--file: a file of codes/);
    await admin([
      'products',
      'set',
      'pro-union-m',
      '--title',
      '联合月卡',
      '--price',
      '39',
      '--days',
      '30',
      '--union',
    ]);
    await refused(
      [
        'union',
        'import',
        '--product',
        'pro-union-m',
        '--file',
        await codesFile(['OK-1234', 'bad code!']),
      ],
      /line 2 is not a code/,
    );
    await refused(
      ['union', 'import', '--product', 'pro-union-m', '--file', await codesFile(['', ' '])],
      /holds no code/,
    );
    await refused(
      ['union', 'import', '--product', 'pro-union-m', '--file', '/no/such/file'],
      /cannot be read/,
    );
  });
});

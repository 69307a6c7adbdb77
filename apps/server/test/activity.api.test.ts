import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@slidecraft/contract';
import { AD_TRACK_PER_MINUTE } from '../src/modules/activity/activity-service.js';
import { AdminError, runAdminCommand } from '../src/cli/admin.js';
import { advanceClock, call, createTestEnv, uniqueIp, type TestEnv, servicesOf } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  dir = await mkdtemp(join(tmpdir(), 'sc-content-'));
});
afterAll(() => env.dispose());
afterEach(async () => {
  vi.useRealTimers();
  for (const slot of SLOTS) await admin(['content', 'clear', slot]);
});

const SLOTS = [
  'ads',
  'activity-products',
  'life-long-vip',
  'life-long-union-vip',
  'popup',
  'life-long-vip-limit-time',
] as const;
type Slot = (typeof SLOTS)[number];

/** The spec's paths of each slot's call, under v7 and v8 (the app serves both). */
const PATHS: Record<Slot, string> = {
  ads: 'product/ads',
  'activity-products': 'activity/products',
  'life-long-vip': 'activity/life-long-vip',
  'life-long-union-vip': 'activity/life-long-union-vip',
  popup: 'activity/popup',
  'life-long-vip-limit-time': 'activity/life-long-vip/limit-time',
};

const admin = (args: string[]) => runAdminCommand(servicesOf(app).database.db, args);
const refused = async (args: string[], line: RegExp) => {
  const error = await admin(args).catch((e: unknown) => e);
  expect(error, args.join(' ')).toBeInstanceOf(AdminError);
  expect((error as Error).message).toMatch(line);
  // Mistakes in a document or option: one line; a wrong command: the usage.
  if (!line.source.includes('usage')) expect((error as Error).message).not.toContain('\n');
};
let files = 0;
const jsonFile = async (value: unknown) => {
  const file = join(dir, `doc-${++files}.json`);
  await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};
const setSlot = async (slot: Slot, value: unknown, ...extra: string[]) =>
  admin(['content', 'set', slot, '--file', await jsonFile(value), ...extra]);

/** The slot's answer, after checking that the v7 and v8 paths answer the same. */
async function read<T = unknown>(slot: Slot, query = ''): Promise<T> {
  // Both asked at one moment: a countdown's remaining_seconds must not tick between them.
  const freeze = !vi.isFakeTimers();
  if (freeze) vi.useFakeTimers({ toFake: ['Date'] });
  let v7, v8;
  try {
    [v7, v8] = await Promise.all(
      ['v7', 'v8'].map((v) =>
        call<T>(app, { method: 'GET', url: `/api/${v}/embed/${PATHS[slot]}${query}` }),
      ),
    );
  } finally {
    if (freeze) vi.useRealTimers();
  }
  expect(v7!.status).toBe(200);
  expect(v7!.body.code, slot).toBe(200);
  expect(v8!.body).toEqual(v7!.body);
  return v7!.body.data;
}
async function expectEmpty(slot: Slot) {
  const data = await read<{ items?: unknown[] } | null>(slot);
  if (slot === 'ads' || slot === 'activity-products') expect(data?.items, slot).toEqual([]);
  else expect(data, slot).toBeNull();
}

const now = () => Math.floor(Date.now() / 1000);
const AD = {
  id: 'spring-sale',
  title: '春季特惠',
  image: 'https://cdn.example.com/ads/spring.png',
  link: '/pricing?mm=',
  placement: 'home',
};
const AD2 = {
  id: 'templates',
  title: '新模板上线',
  image: '/static/ads/templates.png',
  link: 'https://example.com/templates',
  placement: 'membership',
};

async function catalogue(): Promise<Product[]> {
  const res = await call<{ items: Product[] }>(app, { method: 'GET', url: '/api/products' });
  return res.body.data.items;
}

describe('ads and activity slots', () => {
  it('answers an empty list or null on every path while nothing is set', async () => {
    for (const slot of SLOTS) await expectEmpty(slot);
    expect(await read('activity-products')).toMatchObject({ items: [] });
    expect(await admin(['content', 'show'])).toBe(SLOTS.map((s) => `${s}\tunset`).join('\n'));
    expect(await admin(['content', 'show', 'popup'])).toBe('popup: unset');
  });

  it('answers what the operator set through the CLI, plans as the catalogue answers them', async () => {
    // Ads, all or of one placement.
    expect(await setSlot('ads', [AD, AD2])).toMatch(/^ads: set, from any time, no end \(live\)$/);
    expect(await read('ads')).toEqual({ items: [AD, AD2] });
    expect(await read('ads', '?placement=membership')).toEqual({ items: [AD2] });
    expect(await read('ads', '?placement=nowhere')).toEqual({ items: [] });

    // Activity plans: in the slot's order, each as GET /api/products answers it.
    await setSlot('activity-products', ['pro-lifetime', 'pro-monthly']);
    const listed = await read<{ items: Product[]; payments: string[] }>('activity-products');
    expect(listed.items.map((p) => p.id)).toEqual(['pro-lifetime', 'pro-monthly']);
    const all = await catalogue();
    for (const item of listed.items) {
      const { select: _a, ...same } = item;
      const { select: _b, ...expected } = all.find((p) => p.id === item.id)!;
      expect(same).toEqual(expected);
    }
    expect(listed.items.filter((p) => p.select)).toHaveLength(1);
    // A plan taken off sale is left out, not an error.
    await admin(['products', 'disable', 'pro-monthly']);
    try {
      expect((await read<{ items: Product[] }>('activity-products')).items).toHaveLength(1);
    } finally {
      await admin(['products', 'enable', 'pro-monthly']);
    }

    // Lifetime offers.
    const endAt = now() + 3600;
    await setSlot('life-long-vip', {
      productId: 'pro-lifetime',
      title: '永久会员限时开放',
      description: '一次购买，永久使用',
      endAt,
    });
    const vip = await read<{ remaining_seconds: number; product: Product }>('life-long-vip');
    expect(vip).toMatchObject({ productId: 'pro-lifetime', title: '永久会员限时开放', endAt });
    expect(vip.remaining_seconds).toBeGreaterThan(3590);
    expect(vip.product).toMatchObject({ id: 'pro-lifetime', price: { pay: 39900 } });

    await admin([
      'products',
      'set',
      'union-lifetime',
      '--title',
      '联合永久会员',
      '--price',
      '499',
      '--days',
      'lifetime',
      '--union',
    ]);
    await setSlot('life-long-union-vip', {
      productId: 'union-lifetime',
      title: '联合会员',
      description: '同时获得合作方会员',
    });
    expect(await read('life-long-union-vip')).toMatchObject({
      productId: 'union-lifetime',
      endAt: null,
      remaining_seconds: null,
      product: { id: 'union-lifetime', isUnionProduct: true },
    });

    // The popup, backed by a promo code that takes what it says off the plan.
    await admin(['promos', 'create', 'SPRING50', '--reduce', '50', '--products', 'pro-yearly']);
    await setSlot('popup', {
      title: '限时福利',
      description: '年度会员立减 50 元',
      reduce_amount_cny: 50,
      endAt,
      productId: 'pro-yearly',
      promoCode: 'SPRING50',
    });
    const popup = await read<{ remaining_seconds: number }>('popup');
    expect(popup).toMatchObject({
      title: '限时福利',
      reduce_amount_cny: 50,
      endAt,
      productId: 'pro-yearly',
      promoCode: 'SPRING50',
      buttonText: null,
      product: { id: 'pro-yearly' },
    });
    expect(popup.remaining_seconds).toBeGreaterThan(3590);
    // Without a promo code it is accepted, with a note saying what backs the reduction.
    expect(
      await setSlot('popup', {
        title: '限时福利',
        description: '立减',
        reduce_amount_cny: 9.9,
        endAt,
        productId: 'pro-monthly',
        buttonText: '立即使用',
      }),
    ).toMatch(/\nnote: no promoCode/);
    expect(await read('popup')).toMatchObject({ buttonText: '立即使用', promoCode: null });

    await setSlot('life-long-vip-limit-time', { productId: 'pro-lifetime', endAt, price: 59900 });
    expect(await read('life-long-vip-limit-time')).toMatchObject({
      productId: 'pro-lifetime',
      endAt,
      price: 59900,
      product: { id: 'pro-lifetime', price: { pay: 39900 } },
    });

    const shown = await admin(['content', 'show', 'life-long-vip-limit-time']);
    expect(shown.split('\n')[0]).toMatch(/^life-long-vip-limit-time: live, from any time, no end/);
    expect(JSON.parse(shown.split('\n').slice(1).join('\n'))).toEqual({
      productId: 'pro-lifetime',
      endAt,
      price: 59900,
    });
    expect(await admin(['content', 'show'])).not.toContain('unset');

    // Cleared: empty again.
    expect(await admin(['content', 'clear', 'popup'])).toBe('popup: cleared');
    expect(await admin(['content', 'clear', 'popup'])).toBe('popup: was not set');
    await expectEmpty('popup');
  });

  it('answers nothing outside the window or after the document’s own end', async () => {
    const start = new Date(Date.now() + 3600_000);
    const end = new Date(Date.now() + 7200_000);
    expect(
      await setSlot('ads', [AD], '--from', start.toISOString(), '--until', end.toISOString()),
    ).toMatch(/\(not yet live\)$/);
    await setSlot(
      'popup',
      {
        title: 't',
        description: 'd',
        reduce_amount_cny: 1,
        endAt: now() + 5400,
        productId: 'pro-yearly',
      },
      '--from',
      start.toISOString(),
    );
    await expectEmpty('ads');
    await expectEmpty('popup');
    expect(await admin(['content', 'show'])).toMatch(/^ads\tnot yet live\tfrom /m);

    advanceClock(3600_000 + 1000);
    expect(await read('ads')).toEqual({ items: [AD] });
    expect(await read('popup')).toMatchObject({ title: 't' });

    // The popup's countdown ends before the ads' window does.
    advanceClock(1800_000);
    await expectEmpty('popup');
    expect(await read('ads')).toEqual({ items: [AD] });

    advanceClock(1800_000);
    await expectEmpty('ads');
    expect(await admin(['content', 'show', 'ads'])).toMatch(/^ads: ended, /);
  });

  it('refuses bad documents and options with one clear line', async () => {
    const set = async (slot: string, value: unknown, line: RegExp, ...extra: string[]) =>
      refused(['content', 'set', slot, '--file', await jsonFile(value), ...extra], line);
    const future = now() + 3600;
    await refused(['content', 'set', 'banner', '--file', 'x.json'], /^slot: one of ads, /);
    await refused(['content', 'set', 'ads'], /^--file: a JSON file, required$/);
    await refused(['content', 'set', 'ads', '--file', join(dir, 'missing.json')], /cannot read/);
    await set('ads', '[{"id": "a",', /^--file: not JSON/);
    await set(
      'ads',
      [{ ...AD, image: 'http://cdn.example.com/a.png' }],
      /^ads: \[0\]\.image: an https/,
    );
    await set('ads', [{ ...AD, link: '//evil.example.com' }], /^ads: \[0\]\.link: an https/);
    await set('ads', [{ ...AD, link: 'javascript:alert(1)' }], /^ads: \[0\]\.link: an https/);
    await set('ads', [AD, AD], /^ads: document: an ad id twice$/);
    await set('ads', [{ ...AD, target: '_blank' }], /^ads: \[0\]: unknown field target$/);
    await set('ads', [{ ...AD, title: '' }], /^ads: \[0\]\.title: required, not empty$/);
    await set('ads', { items: [AD] }, /^ads: document: expected array$/);
    await set(
      'activity-products',
      ['pro-monthly', 'no-such-plan'],
      /^activity-products: \[1\]: no plan on sale with id no-such-plan/,
    );
    await set('activity-products', [], /at least one plan/);
    const vip = { productId: 'pro-yearly', title: 't', description: 'd' };
    await set('life-long-vip', vip, /^life-long-vip: productId: pro-yearly is not a lifetime plan/);
    await set(
      'life-long-vip',
      { ...vip, productId: 'pro-lifetime', endAt: 'soon' },
      /endAt: expected number/,
    );
    await set(
      'life-long-union-vip',
      { ...vip, productId: 'pro-lifetime' },
      /not a joint \(union\) plan/,
    );
    await set(
      'life-long-vip-limit-time',
      { productId: 'pro-lifetime', endAt: future, price: 100 },
      /^life-long-vip-limit-time: price: a reference price above the plan's 39900 fen/,
    );
    const popup = {
      title: 't',
      description: 'd',
      reduce_amount_cny: 20,
      endAt: future,
      productId: 'pro-yearly',
    };
    await set('popup', { ...popup, reduce_amount_cny: 0 }, /reduce_amount_cny: more than 0/);
    await set(
      'popup',
      { ...popup, reduce_amount_cny: 1.234 },
      /reduce_amount_cny: at most 2 decimals/,
    );
    await set('popup', { ...popup, promoCode: 'NOPE' }, /^popup: promoCode: no promo code NOPE/);
    await admin(['promos', 'create', 'TEN-OFF', '--reduce', '10']);
    await set(
      'popup',
      { ...popup, promoCode: 'TEN-OFF' },
      /^popup: reduce_amount_cny: promo TEN-OFF takes 10\.00 yuan off pro-yearly$/,
    );
    await set('popup', popup, /--until: .* is already past/, '--until', '2020-01-01');
    await set(
      'popup',
      popup,
      /^--until: after --from$/,
      '--from',
      '2099-01-02',
      '--until',
      '2099-01-01',
    );
    await set('popup', popup, /^--from: an ISO date/, '--from', 'tomorrow');
    await refused(['content', 'show', 'ads', 'popup'], /usage: npm run admin -- content/);
    await refused(['content', 'stats', '--days', '0'], /^--days: a whole number from 1/);
    await refused(['content', 'drop'], /usage: npm run admin -- content/);
    // Nothing refused was stored.
    expect(await admin(['content', 'show'])).toBe(SLOTS.map((s) => `${s}\tunset`).join('\n'));
    expect(await admin(['content', '--help'])).toMatch(/content set <slot> --file <json>/);
    expect(await admin(['--help'])).toMatch(/content \.\.\./);
  });

  it('counts ad views and clicks per day, shown by content stats', async () => {
    await setSlot('ads', [AD, AD2]);
    const track = (id: string, event: string, ip = '10.9.0.1', v = 'v8') =>
      call<{ counted: boolean }>(app, {
        method: 'POST',
        url: `/api/${v}/embed/product/ads/track`,
        payload: { id, event },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i += 1)
      expect((await track(AD.id, 'view')).body.data).toEqual({ counted: true });
    expect((await track(AD.id, 'click', '10.9.0.2', 'v7')).body).toMatchObject({
      code: 200,
      data: { counted: true },
    });
    expect((await track(AD2.id, 'view')).body.code).toBe(200);

    // Unknown ad, unknown event, missing fields: 5000 with HTTP 200.
    for (const payload of [
      { id: 'nope', event: 'view' },
      { id: AD.id, event: 'hover' },
      { id: AD.id },
    ]) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/v8/embed/product/ads/track',
        payload,
      });
      expect(res.status).toBe(200);
      expect(res.body.code, JSON.stringify(payload)).toBe(5000);
    }

    // One address: AD_TRACK_PER_MINUTE events a minute, then 5427 and nothing counted.
    const ip = uniqueIp();
    for (let i = 0; i < AD_TRACK_PER_MINUTE; i += 1) await track(AD2.id, 'click', ip);
    expect((await track(AD2.id, 'click', ip)).body.code).toBe(5427);

    const stats = (await admin(['content', 'stats'])).split('\n');
    expect(stats).toHaveLength(2);
    expect(stats[0]).toMatch(/^\d{4}-\d{2}-\d{2}\tspring-sale\t3 views\t1 clicks$/);
    expect(stats[1]).toMatch(new RegExp(`\\ttemplates\\t1 views\\t${AD_TRACK_PER_MINUTE} clicks$`));
    // Another day counts apart; --days 1 shows only today.
    advanceClock(24 * 3600_000);
    await track(AD.id, 'view', uniqueIp());
    expect(await admin(['content', 'stats', '--days', '1'])).toMatch(
      /^\S+\tspring-sale\t1 views\t0 clicks$/,
    );
    expect((await admin(['content', 'stats'])).split('\n')).toHaveLength(3);
  });
});

describe('the admin command itself', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const run = (args: string[]) =>
    promisify(execFile)(
      process.execPath,
      [
        '--conditions=slidecraft-source',
        '--import',
        'tsx',
        'apps/server/src/cli/admin.ts',
        ...args,
      ],
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

  it('sets a slot the server then answers, and exits 1 with one line on a bad file', async () => {
    const good = await jsonFile([AD]);
    const bad = await jsonFile('{ not json');
    // PGlite is one process's: the command runs while the server is stopped. PostgreSQL: any time.
    const stopped = !env.databaseUrl;
    if (stopped) await app.close();
    try {
      const { stdout } = await run(['content', 'set', 'ads', '--file', good]);
      expect(stdout).toBe('ads: set, from any time, no end (live)\n');
      const failed = await run(['content', 'set', 'ads', '--file', bad]).catch((e: unknown) => e);
      expect(failed).toMatchObject({ code: 1, stdout: '' });
      expect((failed as { stderr: string }).stderr).toMatch(/^--file: not JSON \(.*\)\n$/);
    } finally {
      if (stopped) app = await env.start();
    }
    expect(await read('ads')).toEqual({ items: [AD] });
  }, 60_000);
});

import { ErrorCode, PROMO_CODE } from '@slidecraft/contract';
import type { Db } from '../db/client.js';
import { ProductRepo } from '../modules/pay/catalogue.js';
import { OrderAdmin } from '../modules/pay/order-admin.js';
import { PromotionAdmin } from '../modules/promotion/promotion-admin.js';
import { futureDate, integer } from './codes-command.js';
import { UsageError, parseOptions, yuanToFen } from './products-command.js';

export const PROMOS_USAGE = `usage: npm run admin -- promos <command>
  promos create <CODE> (--reduce <yuan> | --percent <n>) [--title <text>]
                [--products <id,id,...>] [--uses <n>] [--expires <ISO date>] [--listed]
                           a promo code (3 to 32 of A-Z, 0-9 and '-'): takes the amount or
                           percentage off the plans named (all when none), for n paid orders
                           in all, until the date; --listed offers it in promo/list
  promos list              every promo code and its paid orders
  promos disable <CODE>    withdraws it (prices no longer take it)`;

export const COUPONS_USAGE = `usage: npm run admin -- coupons <command>
  coupons set --title <text> --reduce <yuan> --minutes <n> [--description <text>]
              [--products <id,id,...>] [--cooldown-days <n>]
                           the retention coupon: offered to users who have not bought, once
                           every n days (default 30), taking the amount off the plans named
                           (all when none) for the minutes after it is issued; turns it on
  coupons show             the campaign and how many coupons were issued and used
  coupons off | on         stops or resumes offering it (issued coupons stay valid)`;

function text(value: string | undefined, name: string, max: number, required = false): string {
  const trimmed = value?.trim() ?? '';
  if (required && !trimmed) throw new UsageError(`--${name}: 1 to ${max} characters, required`);
  if (trimmed.length > max) throw new UsageError(`--${name}: at most ${max} characters`);
  return trimmed;
}

/** Plan ids from --products, each an existing plan. */
async function planIds(db: Db, list: string | undefined): Promise<string[]> {
  if (list === undefined) return [];
  const ids = [
    ...new Set(
      list
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw new UsageError('--products: plan ids separated by commas');
  const found = await new ProductRepo(db).listAll();
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw new UsageError(`--products: no plan ${missing.join(', ')}`);
  return ids;
}

const fen = (n: number) => `¥${(n / 100).toFixed(2)}`;

/** `npm run admin -- promos ...` */
export async function runPromosCommand(
  db: Db,
  args: readonly string[],
  now: Date = new Date(),
): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || rest.includes('--help')) return PROMOS_USAGE;
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError(PROMOS_USAGE);
    const rows = await new PromotionAdmin(db).listPromos();
    if (rows.length === 0) return 'no promo codes';
    // A paid order flagged as paid with a use spent already did not spend one.
    const uses = await new OrderAdmin(db).promoPaidUses();
    return rows
      .map((r) =>
        [
          r.code,
          r.percentOff > 0 ? `${r.percentOff}% off` : `${fen(r.reduceFen)} off`,
          r.productIds.length > 0 ? r.productIds.join(',') : 'all plans',
          `${uses.get(r.code) ?? 0}${r.maxUses === null ? '' : `/${r.maxUses}`} paid`,
          r.expiresAt ? `expires ${r.expiresAt.toISOString()}` : 'no expiry',
          r.listed ? 'listed' : 'unlisted',
          r.disabledAt ? 'withdrawn' : 'live',
        ].join('\t'),
      )
      .join('\n');
  }
  if (command === 'disable') {
    const [code, ...extra] = rest;
    if (!code || extra.length > 0) throw new UsageError(PROMOS_USAGE);
    const withdrawn = await new PromotionAdmin(db).disablePromo(code.toUpperCase(), now);
    if (withdrawn === null) throw new UsageError(`no promo code ${code}`);
    return `${withdrawn}: withdrawn`;
  }
  if (command !== 'create') throw new UsageError(PROMOS_USAGE);
  const parsed = parseOptions(rest, {
    reduce: { type: 'string' },
    percent: { type: 'string' },
    title: { type: 'string' },
    products: { type: 'string' },
    uses: { type: 'string' },
    expires: { type: 'string' },
    listed: { type: 'boolean' },
  });
  const [typed, ...extra] = parsed.positionals;
  if (!typed || extra.length > 0) throw new UsageError(PROMOS_USAGE);
  const code = typed.toUpperCase();
  if (!PROMO_CODE.test(code)) {
    throw new UsageError(`code: 3 to 32 of A-Z, 0-9 and '-' (got ${typed})`);
  }
  const o = parsed.values as Record<string, string | undefined> & { listed?: boolean };
  if ((o.reduce === undefined) === (o.percent === undefined)) {
    throw new UsageError('--reduce <yuan> or --percent <n>: exactly one');
  }
  const reduceFen = o.reduce === undefined ? 0 : yuanToFen(o.reduce, 'reduce');
  if (o.reduce !== undefined && reduceFen < 1) throw new UsageError('--reduce: at least 0.01');
  const percentOff = o.percent === undefined ? 0 : integer(o.percent, 'percent', 1, 99);
  const inserted = await new PromotionAdmin(db).createPromo({
    code,
    title: text(o.title, 'title', 40),
    reduceFen,
    percentOff,
    productIds: await planIds(db, o.products),
    maxUses: o.uses === undefined ? null : integer(o.uses, 'uses', 1, 10_000_000),
    expiresAt: o.expires === undefined ? null : futureDate(o.expires, now),
    listed: o.listed ?? false,
  });
  // 5203 (spec section 8, price exists): a promo code is a price, and that one is taken.
  if (!inserted) {
    throw new UsageError(
      `${ErrorCode.PRICE_EXISTS} price exists: promo code ${code} exists already`,
    );
  }
  return `${code}: ${percentOff > 0 ? `${percentOff}% off` : `${fen(reduceFen)} off`}`;
}

/** `npm run admin -- coupons ...` */
export async function runCouponsCommand(db: Db, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || rest.includes('--help')) return COUPONS_USAGE;
  const promotions = new PromotionAdmin(db);
  const describe = async () => {
    const row = await promotions.retention();
    if (!row) return 'no retention coupon (coupons set ...)';
    const { issued, used } = await promotions.retentionStats();
    return [
      row.active ? 'on' : 'off',
      row.title,
      `${fen(row.reduceFen)} off`,
      row.productIds.length > 0 ? row.productIds.join(',') : 'all plans',
      `${row.validMinutes} minutes`,
      `every ${row.cooldownDays} days`,
      `${issued} issued, ${used} used`,
    ].join('\t');
  };
  if (command === 'show') {
    if (rest.length > 0) throw new UsageError(COUPONS_USAGE);
    return describe();
  }
  if (command === 'on' || command === 'off') {
    if (rest.length > 0) throw new UsageError(COUPONS_USAGE);
    if (!(await promotions.setRetentionActive(command === 'on', new Date()))) {
      throw new UsageError('no retention coupon yet: coupons set ...');
    }
    return describe();
  }
  if (command !== 'set') throw new UsageError(COUPONS_USAGE);
  const parsed = parseOptions(rest, {
    title: { type: 'string' },
    description: { type: 'string' },
    reduce: { type: 'string' },
    minutes: { type: 'string' },
    products: { type: 'string' },
    'cooldown-days': { type: 'string' },
  });
  if (parsed.positionals.length > 0) throw new UsageError(COUPONS_USAGE);
  const o = parsed.values as Record<string, string | undefined>;
  const title = text(o.title, 'title', 40, true);
  if (o.reduce === undefined) throw new UsageError('--reduce: required');
  const reduceFen = yuanToFen(o.reduce, 'reduce');
  if (reduceFen < 1) throw new UsageError('--reduce: at least 0.01');
  const values = {
    title,
    description: text(o.description, 'description', 200),
    reduceFen,
    validMinutes: integer(o.minutes, 'minutes', 1, 60 * 24 * 30),
    productIds: await planIds(db, o.products),
    cooldownDays:
      o['cooldown-days'] === undefined ? 30 : integer(o['cooldown-days'], 'cooldown-days', 0, 3650),
    active: true,
    updatedAt: new Date(),
  };
  await promotions.setRetention(values);
  return describe();
}

import { parseArgs } from 'node:util';
import type { Db } from '../db/client.js';
import { ProductRepo, type ProductRow } from '../modules/pay/catalogue.js';

export const PRODUCTS_USAGE = `usage: npm run admin -- products <command>
  products list                      every plan, on sale or not
  products set <id> --title <text> --price <yuan> --days <n|lifetime>
                [--original <yuan>] [--tip <text>] [--badge <text>]
                [--description <text>] [--sort <n>] [--select]
                                     adds a plan or replaces one (options not given
                                     get their defaults; puts it on sale)
  products disable <id>              takes a plan off sale (its orders keep it)
  products enable <id>               puts it back on sale
ids: lowercase letters, digits and '-', at most 64; prices in yuan with at most 2 decimals.`;

/** Bad usage or input: the message is the one line the CLI prints. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const ID = /^[a-z0-9-]{1,64}$/;

/** Yuan with at most two decimals to fen; refuses anything else. */
export function yuanToFen(text: string, name: string): number {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
    throw new UsageError(`--${name}: a price in yuan such as 29.90 (got ${JSON.stringify(text)})`);
  }
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function describe(p: ProductRow): string {
  const price = (p.pricePay / 100).toFixed(2);
  const days = p.durationDays === null ? 'lifetime' : `${p.durationDays} days`;
  const flags = [p.active ? 'on sale' : 'off sale', p.selected ? 'selected' : ''].filter(Boolean);
  return `${p.id}\t${p.title}\t¥${price}\t${days}\t${flags.join(', ')}`;
}

/** `npm run admin -- products ...`; answers the lines to print. */
export async function runProductsCommand(db: Db, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || rest.includes('--help')) return PRODUCTS_USAGE;
  const repo = new ProductRepo(db);
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError(PRODUCTS_USAGE);
    const rows = await repo.listAll();
    return rows.length > 0 ? rows.map(describe).join('\n') : 'no plans';
  }
  if (command === 'disable' || command === 'enable') {
    const [id, ...extra] = rest;
    if (!id || extra.length > 0 || !ID.test(id)) throw new UsageError(PRODUCTS_USAGE);
    if (!(await repo.setActive(id, command === 'enable'))) throw new UsageError(`no plan ${id}`);
    return `${id}: ${command === 'enable' ? 'on sale' : 'off sale'}`;
  }
  if (command !== 'set') throw new UsageError(PRODUCTS_USAGE);
  let parsed;
  try {
    parsed = parseArgs({
      args: [...rest],
      allowPositionals: true,
      strict: true,
      options: {
        title: { type: 'string' },
        price: { type: 'string' },
        days: { type: 'string' },
        original: { type: 'string' },
        tip: { type: 'string' },
        badge: { type: 'string' },
        description: { type: 'string' },
        sort: { type: 'string' },
        select: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [id, ...extra] = parsed.positionals;
  const o = parsed.values;
  if (!id || extra.length > 0) throw new UsageError(PRODUCTS_USAGE);
  if (!ID.test(id)) throw new UsageError(`id: lowercase letters, digits and '-' (got ${id})`);
  const title = o.title?.trim();
  if (!title || title.length > 40) throw new UsageError('--title: 1 to 40 characters, required');
  if (!o.price) throw new UsageError('--price: required');
  const pricePay = yuanToFen(o.price, 'price');
  if (pricePay < 1) throw new UsageError('--price: at least 0.01');
  let durationDays: number | null;
  if (o.days === 'lifetime') durationDays = null;
  else if (o.days && /^\d{1,5}$/.test(o.days) && Number(o.days) >= 1) durationDays = Number(o.days);
  else throw new UsageError('--days: a number of days (1 to 99999) or lifetime, required');
  const short = (value: string | undefined, name: string, max: number) => {
    if (value !== undefined && value.length > max) {
      throw new UsageError(`--${name}: at most ${max} characters`);
    }
    return value;
  };
  if (o.sort !== undefined && !/^\d{1,4}$/.test(o.sort)) throw new UsageError('--sort: 0 to 9999');
  await repo.upsert({
    id,
    title,
    pricePay,
    priceOriginal: o.original !== undefined ? yuanToFen(o.original, 'original') : 0,
    tip: short(o.tip, 'tip', 40) ?? '',
    badge: short(o.badge, 'badge', 12) ?? '',
    description: short(o.description, 'description', 200) ?? '',
    durationDays,
    sort: o.sort !== undefined ? Number(o.sort) : 0,
    selected: o.select ?? false,
    active: true,
  });
  if (o.select) await repo.selectOnly(id);
  return describe((await repo.find(id))!);
}

import { open, type FileHandle } from 'node:fs/promises';
import type { Db } from '../db/client.js';
import { ProductRepo } from '../modules/pay/catalogue.js';
import { RedeemBatches, type BatchSummary } from '../modules/redeem/batch-admin.js';
import { UsageError, parseOptions } from './products-command.js';

export const CODES_USAGE = `usage: npm run admin -- codes <command>
  codes create --product <id> --count <n> --uses <u> [--per-user <k>]
               [--expires <ISO date>] [--csv <file>]
                           a batch of n codes granting plan <id>, each usable u times in
                           all and by one account k times across the batch (default 1),
                           until the date (default never); prints one code per line (and
                           nothing else), and with --csv also writes them to <file>
  codes list               every batch: id, plan, codes, uses left, per user, expiry
  codes disable <batch id> withdraws a batch: its codes are invalid from now on (5600)
n: 1 to 100000; u: 1 to 1000000; k: 1 to 1000.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A whole number in [min, max] from an option, or a UsageError naming it. */
export function integer(text: string | undefined, name: string, min: number, max: number): number {
  if (text === undefined) throw new UsageError(`--${name}: required`);
  if (!/^\d{1,7}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name}: a whole number from ${min} to ${max} (got ${text})`);
  }
  return Number(text);
}

/** An ISO 8601 date or date-time in the future. */
export function futureDate(text: string, now: Date): Date {
  const date = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)
    ? new Date(text)
    : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    throw new UsageError(`--expires: an ISO date such as 2027-01-31 (got ${text})`);
  }
  if (date <= now) throw new UsageError(`--expires: ${date.toISOString()} is already past`);
  return date;
}

function describeBatch(b: BatchSummary): string {
  const state = b.disabledAt ? 'withdrawn' : 'live';
  const expires = b.expiresAt ? `expires ${b.expiresAt.toISOString()}` : 'no expiry';
  return [
    b.id,
    b.productId,
    `${b.codes} codes`,
    `${b.usesLeft}/${b.codes * b.uses} uses left`,
    `${b.perUser} per user`,
    expires,
    state,
  ].join('\t');
}

const csvLine = (fields: readonly string[]) =>
  fields.map((f) => (/[",\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',');

/** `npm run admin -- codes ...`; answers the lines to print on standard output. */
export async function runCodesCommand(
  db: Db,
  args: readonly string[],
  now: Date = new Date(),
): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || rest.includes('--help')) return CODES_USAGE;
  const batches = new RedeemBatches(db);
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError(CODES_USAGE);
    const rows = await batches.list();
    return rows.length > 0 ? rows.map(describeBatch).join('\n') : 'no batches';
  }
  if (command === 'disable') {
    const [id, ...extra] = rest;
    if (!id || extra.length > 0) throw new UsageError(CODES_USAGE);
    if (!UUID.test(id)) throw new UsageError(`batch id: a UUID as codes list shows (got ${id})`);
    if (!(await batches.disable(id.toLowerCase(), now))) throw new UsageError(`no batch ${id}`);
    return `${id}: withdrawn`;
  }
  if (command !== 'create') throw new UsageError(CODES_USAGE);
  const parsed = parseOptions(rest, {
    product: { type: 'string' },
    count: { type: 'string' },
    uses: { type: 'string' },
    'per-user': { type: 'string' },
    expires: { type: 'string' },
    csv: { type: 'string' },
  });
  if (parsed.positionals.length > 0) throw new UsageError(CODES_USAGE);
  const o = parsed.values as Record<string, string | undefined>;
  if (!o.product) throw new UsageError('--product: a plan id, required (see products list)');
  const product = await new ProductRepo(db).find(o.product);
  if (!product) throw new UsageError(`--product: no plan ${o.product} (see products list)`);
  if (product.kind !== 'membership') {
    throw new UsageError(`--product: ${o.product} is no membership plan (codes grant membership)`);
  }
  const count = integer(o.count, 'count', 1, 100_000);
  const uses = integer(o.uses, 'uses', 1, 1_000_000);
  const perUser = o['per-user'] === undefined ? 1 : integer(o['per-user'], 'per-user', 1, 1000);
  const expiresAt = o.expires === undefined ? null : futureDate(o.expires, now);
  if (o.csv !== undefined && o.csv.trim() === '') throw new UsageError('--csv: a file path');
  // The file first: a path that cannot be written refuses the command before any code exists.
  let csv: FileHandle | undefined;
  if (o.csv !== undefined) {
    csv = await open(o.csv, 'wx').catch((error: unknown) => {
      const exists = (error as NodeJS.ErrnoException).code === 'EEXIST';
      throw new UsageError(`--csv: ${o.csv} ${exists ? 'exists already' : 'cannot be written'}`);
    });
  }
  try {
    const { batchId, codes } = await batches.create({
      productId: product.id,
      count,
      uses,
      perUser,
      expiresAt,
    });
    if (csv) {
      const expires = expiresAt?.toISOString() ?? '';
      const lines = [
        csvLine(['code', 'batch', 'product', 'uses', 'per_user', 'expires']),
        ...codes.map((code) =>
          csvLine([code, batchId, product.id, String(uses), String(perUser), expires]),
        ),
      ];
      await csv.writeFile(`${lines.join('\n')}\n`);
    }
    return codes.join('\n');
  } finally {
    await csv?.close();
  }
}

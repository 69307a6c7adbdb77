import { readFile } from 'node:fs/promises';
import type { Db } from '../db/client.js';
import { ProductRepo } from '../modules/pay/catalogue.js';
import { PartnerCodeStock } from '../modules/pay/partner-codes.js';
import { UsageError, parseOptions } from './products-command.js';

export const UNION_USAGE = `usage: npm run admin -- union <command>
  union import --product <id> --file <path>
                     the partner's redeem codes for joint plan <id>, one per line (4 to 64
                     of letters, digits and '-'; blank lines skipped); a paid joint order
                     takes one, shown in its order management (view redeem code)
  union list         per joint plan: codes in stock and given out
A plan is joint when made with products set ... --union.`;

const PARTNER_CODE = /^[A-Za-z0-9-]{4,64}$/;

/** `npm run admin -- union ...` */
export async function runUnionCommand(db: Db, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || rest.includes('--help')) return UNION_USAGE;
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError(UNION_USAGE);
    const plans = await new PartnerCodeStock(db).perJointPlan();
    if (plans.length === 0) return 'no joint plans (products set ... --union)';
    return plans.map((r) => `${r.id}\t${r.free} in stock\t${r.given} given out`).join('\n');
  }
  if (command !== 'import') throw new UsageError(UNION_USAGE);
  const parsed = parseOptions(rest, { product: { type: 'string' }, file: { type: 'string' } });
  if (parsed.positionals.length > 0) throw new UsageError(UNION_USAGE);
  const o = parsed.values as Record<string, string | undefined>;
  if (!o.product) throw new UsageError('--product: a joint plan id, required');
  if (!o.file) throw new UsageError('--file: a file of codes, one per line, required');
  const product = await new ProductRepo(db).find(o.product);
  if (!product) throw new UsageError(`--product: no plan ${o.product}`);
  if (!product.isUnionProduct) {
    throw new UsageError(`--product: ${o.product} is not a joint plan (products set ... --union)`);
  }
  const text = await readFile(o.file, 'utf8').catch(() => {
    throw new UsageError(`--file: ${o.file} cannot be read`);
  });
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const codes: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (!line) continue;
    if (!PARTNER_CODE.test(line)) {
      throw new UsageError(
        `--file: line ${index + 1} is not a code (4 to 64 of A-Z, a-z, 0-9, '-')`,
      );
    }
    codes.push(line);
  }
  const unique = [...new Set(codes)];
  if (unique.length === 0) throw new UsageError(`--file: ${o.file} holds no code`);
  const added = await new PartnerCodeStock(db).add(product.id, unique);
  return `${product.id}: ${added} codes added, ${unique.length - added} already there`;
}

import { normalizePhone } from '@slidecraft/contract';
import type { Db } from '../db/client.js';
import { OrderAdmin, type OrderFilter } from '../modules/pay/order-admin.js';
import { userServiceOver } from '../modules/user/user-service.js';
import { UsageError, parseOptions } from './products-command.js';

export const ORDERS_USAGE = `usage: npm run admin -- orders list [--user <phone|userId>]
               [--status open|paid|closed] [--limit <n>]
  the newest orders first (50 unless --limit, at most 1000): number, created, user,
  plan, amount, payment, status, paid at, flag`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUSES = ['open', 'paid', 'closed'] as const;

/** `npm run admin -- orders ...`; answers the lines to print. */
export async function runOrdersCommand(db: Db, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || rest.includes('--help')) return ORDERS_USAGE;
  if (command !== 'list') throw new UsageError(ORDERS_USAGE);
  const parsed = parseOptions(rest, {
    user: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string' },
  });
  if (parsed.positionals.length > 0) throw new UsageError(ORDERS_USAGE);
  const o = parsed.values as Record<string, string | undefined>;
  const filter: OrderFilter = {};
  if (o.status !== undefined) {
    const status = STATUSES.find((s) => s === o.status);
    if (!status) throw new UsageError(`--status: open, paid or closed (got ${o.status})`);
    filter.status = status;
  }
  const users = userServiceOver(db);
  let phone: string | null = null;
  if (o.user !== undefined) {
    if (UUID.test(o.user)) filter.userId = o.user.toLowerCase();
    else {
      phone = normalizePhone(o.user);
      if (!phone) throw new UsageError(`--user: a phone number or a user id (got ${o.user})`);
    }
  }
  let limit = 50;
  if (o.limit !== undefined) {
    if (!/^\d{1,4}$/.test(o.limit) || Number(o.limit) < 1 || Number(o.limit) > 1000) {
      throw new UsageError(`--limit: 1 to 1000 (got ${o.limit})`);
    }
    limit = Number(o.limit);
  }
  if (phone !== null) {
    const owner = await users.findByPhone(phone);
    if (!owner) return 'no orders';
    filter.userId = owner.id;
  }
  const rows = await new OrderAdmin(db).list(filter, limit);
  if (rows.length === 0) return 'no orders';
  const phones = await users.phonesOf([...new Set(rows.map((r) => r.userId))]);
  return rows
    .map((r) =>
      [
        r.orderNumber,
        r.createdAt.toISOString(),
        phones.get(r.userId) ?? r.userId,
        r.productId,
        `${(r.amount / 100).toFixed(2)} ${r.currency}`,
        r.payment,
        r.status,
        r.paidAt ? `paid ${r.paidAt.toISOString()}` : '-',
        r.flagged ? `flagged: ${r.flagged}` : '',
      ]
        .join('\t')
        .trimEnd(),
    )
    .join('\n');
}

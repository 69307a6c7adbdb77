import { readFile } from 'node:fs/promises';
import { OPERATOR_SLOTS, isOperatorSlot, type OperatorSlot } from '@slidecraft/contract';
import type { Db } from '../db/client.js';
import { chinaDay } from '../time/china-day.js';
import { OperatorContent, isLive, type ContentRow } from '../modules/activity/content-admin.js';
import {
  SlotDocumentError,
  checkSlotReferences,
  parseSlotDocument,
} from '../modules/activity/slot-documents.js';
import { PromotionAdmin } from '../modules/promotion/promotion-admin.js';
import { integer } from './codes-command.js';
import { UsageError, parseOptions } from './products-command.js';

export const CONTENT_USAGE = `usage: npm run admin -- content <command>
  content set <slot> --file <json> [--from <ISO date>] [--until <ISO date>]
                          sets the slot's JSON document (checked: shape, plans on sale,
                          promo code), shown from --from (default now) until --until
                          (default no end); replaces what the slot held
  content show [<slot>]   the slot's window, state and document (no slot: every slot)
  content clear <slot>    empties the slot (its calls answer an empty list or null)
  content stats [--days <n>]
                          ad views and clicks per day and ad, the last n days (default 30)
slots: ${OPERATOR_SLOTS.join(', ')}
Documents (docs/decisions.md, 'Activity and ad slots'):
  ads                       [{"id","title","image","link","placement"}, ...]
  activity-products         ["<plan id>", ...]
  life-long-vip(-union-vip) {"productId","title","description","endAt"?}
  popup                     {"title","description","reduce_amount_cny","endAt","productId",
                             "promoCode"?,"buttonText"?}
  life-long-vip-limit-time  {"productId","endAt","price"?}
image and link: https:// addresses or paths such as /pricing; endAt: unix seconds; price: fen.`;

/** An ISO 8601 date or date-time, named by its option in the refusal. */
function isoDate(text: string, name: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)
    ? new Date(text)
    : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    throw new UsageError(`--${name}: an ISO date such as 2027-01-31T12:00+08:00 (got ${text})`);
  }
  return date;
}

function slotOf(text: string | undefined): OperatorSlot {
  if (text === undefined || !isOperatorSlot(text)) {
    throw new UsageError(`slot: one of ${OPERATOR_SLOTS.join(', ')} (got ${text ?? 'nothing'})`);
  }
  return text;
}

function windowText(row: Pick<ContentRow, 'startsAt' | 'endsAt'>): string {
  const from = row.startsAt ? `from ${row.startsAt.toISOString()}` : 'from any time';
  const until = row.endsAt ? `until ${row.endsAt.toISOString()}` : 'no end';
  return `${from}, ${until}`;
}

function stateText(row: ContentRow, now: number): string {
  if (isLive(row, now)) return 'live';
  return row.startsAt && row.startsAt.getTime() > now ? 'not yet live' : 'ended';
}

async function set(db: Db, rest: readonly string[], now: Date): Promise<string> {
  const parsed = parseOptions(rest, {
    file: { type: 'string' },
    from: { type: 'string' },
    until: { type: 'string' },
  });
  const [slotText, ...extra] = parsed.positionals;
  if (extra.length > 0) throw new UsageError(CONTENT_USAGE);
  const slot = slotOf(slotText);
  const o = parsed.values as Record<string, string | undefined>;
  if (!o.file) throw new UsageError('--file: a JSON file, required');
  const from = o.from === undefined ? null : isoDate(o.from, 'from');
  const until = o.until === undefined ? null : isoDate(o.until, 'until');
  if (until && until <= now)
    throw new UsageError(`--until: ${until.toISOString()} is already past`);
  if (from && until && until <= from) throw new UsageError('--until: after --from');
  const raw = await readFile(o.file, 'utf8').catch(() => {
    throw new UsageError(`--file: cannot read ${o.file}`);
  });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new UsageError(`--file: not JSON (${(error as Error).message})`);
  }
  let notes: string[];
  let doc;
  try {
    doc = parseSlotDocument(slot, value);
    notes = await checkSlotReferences(db, new PromotionAdmin(db), slot, doc, now.getTime());
  } catch (error) {
    if (error instanceof SlotDocumentError) throw new UsageError(`${slot}: ${error.message}`);
    throw error;
  }
  const content = new OperatorContent(db);
  await content.set(slot, doc, from, until);
  const row = (await content.get(slot))!;
  return [`${slot}: set, ${windowText(row)} (${stateText(row, now.getTime())})`, ...notes].join(
    '\n',
  );
}

async function show(db: Db, rest: readonly string[], now: Date): Promise<string> {
  if (rest.length > 1) throw new UsageError(CONTENT_USAGE);
  const content = new OperatorContent(db);
  if (rest.length === 0) {
    const rows = new Map((await content.list()).map((row) => [row.slot, row]));
    return OPERATOR_SLOTS.map((slot) => {
      const row = rows.get(slot);
      if (!row) return `${slot}\tunset`;
      return `${slot}\t${stateText(row, now.getTime())}\t${windowText(row)}`;
    }).join('\n');
  }
  const slot = slotOf(rest[0]);
  const row = await content.get(slot);
  if (!row) return `${slot}: unset`;
  return [
    `${slot}: ${stateText(row, now.getTime())}, ${windowText(row)}, set ${row.updatedAt.toISOString()}`,
    JSON.stringify(row.document, null, 2),
  ].join('\n');
}

async function stats(db: Db, rest: readonly string[], now: Date): Promise<string> {
  const parsed = parseOptions(rest, { days: { type: 'string' } });
  if (parsed.positionals.length > 0) throw new UsageError(CONTENT_USAGE);
  const days = parsed.values.days;
  const span = days === undefined ? 30 : integer(String(days), 'days', 1, 3660);
  const since = chinaDay(now.getTime() - (span - 1) * 24 * 3600_000);
  const rows = await new OperatorContent(db).adCountsSince(since);
  if (rows.length === 0) return `no ad events since ${since}`;
  return rows.map((r) => `${r.day}\t${r.adId}\t${r.view} views\t${r.click} clicks`).join('\n');
}

/** `npm run admin -- content ...`; answers the lines to print. */
export async function runContentCommand(
  db: Db,
  args: readonly string[],
  now: Date = new Date(),
): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || rest.includes('--help')) return CONTENT_USAGE;
  if (command === 'set') return set(db, rest, now);
  if (command === 'show') return show(db, rest, now);
  if (command === 'stats') return stats(db, rest, now);
  if (command !== 'clear') throw new UsageError(CONTENT_USAGE);
  const [slotText, ...extra] = rest;
  if (extra.length > 0) throw new UsageError(CONTENT_USAGE);
  const slot = slotOf(slotText);
  return (await new OperatorContent(db).clear(slot)) ? `${slot}: cleared` : `${slot}: was not set`;
}

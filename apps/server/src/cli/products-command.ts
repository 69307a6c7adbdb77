import { parseArgs } from 'node:util';
import type { Db } from '../db/client.js';
import { TEMPLATE_ID } from '@slidecraft/contract';
import { ProductRepo, type ProductRow } from '../modules/pay/catalogue.js';
import { BUILT_IN_TEMPLATES } from '../modules/template/catalogue/index.js';

/** The id of the plan that sells a template (paid content): content-<templateId>. */
const CONTENT_PREFIX = 'content-';

export const PRODUCTS_USAGE = `usage: npm run admin -- products <command>
  products list                      every plan, on sale or not
  products set <id> --title <text> --price <yuan> --days <n|lifetime>
                [--original <yuan>] [--tip <text>] [--badge <text>]
                [--description <text>] [--sort <n>] [--select] [--union]
  products set <id> --title <text> --price <yuan> --ai-points <n> [...]
                                     an AI-points pack instead of a membership plan
  products set <id> --title <text> --price <yuan> --days <n|lifetime> --team-seats <n>
                [--spec <line>]... [...]
                                     a team plan: the owner buys it for the team, whose
                                     members (n seats, the owner's included) get the tier
  products set <id> --title <text> --enterprise [--price <yuan>] [--spec <line>]... [...]
                                     an enterprise plan: listed with the contact-sales
                                     link (ENTERPRISE_CONTACT), never sold online; the
                                     price (default 0: on request) is for reference
  products set content-<templateId> --content --title <text> --price <yuan> [...]
                                     sells that template on its own (paid content:
                                     bought once, downloaded without the day's quota;
                                     members download it free); products disable
                                     content-<templateId> makes it free again
                                     set adds a plan or replaces one (options not given
                                     get their defaults; puts it on sale); --union: a
                                     joint plan (partner codes: union --help)
  products translate <id> --locale <zh-TW|en-US> --title <text>
                [--tip <text>] [--badge <text>] [--description <text>]
                                     the plan's texts in that locale (set keeps them:
                                     translate again after changing the zh-CN texts)
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

/** Refuses a text over `max` characters. */
function short(value: string | undefined, name: string, max: number): string | undefined {
  if (value !== undefined && value.length > max) {
    throw new UsageError(`--${name}: at most ${max} characters`);
  }
  return value;
}

/** Parses a command's options strictly; an unknown or malformed one is a UsageError. */
export function parseOptions(
  rest: readonly string[],
  options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>,
) {
  try {
    return parseArgs({ args: [...rest], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

const TRANSLATED = ['zh-TW', 'en-US'] as const;

/** `products translate <id> --locale ... --title ...`: one locale's texts of a plan. */
async function translate(repo: ProductRepo, rest: readonly string[]): Promise<string> {
  const parsed = parseOptions(rest, {
    locale: { type: 'string' },
    title: { type: 'string' },
    tip: { type: 'string' },
    badge: { type: 'string' },
    description: { type: 'string' },
  });
  const [id, ...extra] = parsed.positionals;
  const o = parsed.values as Record<string, string | undefined>;
  if (!id || extra.length > 0 || !ID.test(id)) throw new UsageError(PRODUCTS_USAGE);
  const locale = TRANSLATED.find((l) => l === o.locale);
  if (!locale) throw new UsageError('--locale: zh-TW or en-US (the main texts are zh-CN)');
  const title = o.title?.trim();
  if (!title || title.length > 40) throw new UsageError('--title: 1 to 40 characters, required');
  const texts = {
    title,
    tip: short(o.tip, 'tip', 40) ?? '',
    badge: short(o.badge, 'badge', 12) ?? '',
    description: short(o.description, 'description', 200) ?? '',
  };
  if (!(await repo.translate(id, locale, texts))) throw new UsageError(`no plan ${id}`);
  return describe((await repo.find(id))!);
}

function describe(p: ProductRow): string {
  const price = (p.pricePay / 100).toFixed(2);
  const term = p.durationDays === null ? 'lifetime' : `${p.durationDays} days`;
  const days =
    p.kind === 'ai_times'
      ? `${p.aiPoints} AI points`
      : p.kind === 'team'
        ? `${term}, team of ${p.teamSeats} seats`
        : p.kind === 'enterprise'
          ? `enterprise (contact sales)${p.specs.length > 0 ? `, ${p.specs.length} spec lines` : ''}`
          : p.kind === 'content'
            ? `paid template ${p.id.slice(CONTENT_PREFIX.length)}`
            : term;
  const flags = [
    p.active ? 'on sale' : 'off sale',
    p.selected ? 'selected' : '',
    p.isUnionProduct ? 'joint' : '',
    ...Object.keys(p.locales).sort(),
  ].filter(Boolean);
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
  if (command === 'translate') return translate(repo, rest);
  if (command !== 'set') throw new UsageError(PRODUCTS_USAGE);
  const parsed = parseOptions(rest, {
    title: { type: 'string' },
    price: { type: 'string' },
    days: { type: 'string' },
    original: { type: 'string' },
    tip: { type: 'string' },
    badge: { type: 'string' },
    description: { type: 'string' },
    sort: { type: 'string' },
    select: { type: 'boolean' },
    union: { type: 'boolean' },
    'ai-points': { type: 'string' },
    'team-seats': { type: 'string' },
    enterprise: { type: 'boolean' },
    spec: { type: 'string', multiple: true },
    content: { type: 'boolean' },
  });
  const [id, ...extra] = parsed.positionals;
  const o = parsed.values as Record<string, string | undefined> & {
    select?: boolean;
    union?: boolean;
    enterprise?: boolean;
    spec?: string[];
    content?: boolean;
  };
  if (!id || extra.length > 0) throw new UsageError(PRODUCTS_USAGE);
  if (!ID.test(id)) throw new UsageError(`id: lowercase letters, digits and '-' (got ${id})`);
  const title = o.title?.trim();
  if (!title || title.length > 40) throw new UsageError('--title: 1 to 40 characters, required');
  const pack = o['ai-points'] !== undefined;
  const team = o['team-seats'] !== undefined;
  const enterprise = o.enterprise ?? false;
  const content = o.content ?? false;
  if ([pack, team, enterprise, o.union ?? false, content].filter(Boolean).length > 1) {
    throw new UsageError(
      '--ai-points, --team-seats, --enterprise, --union and --content: one at most',
    );
  }
  const notes: string[] = [];
  if (content) {
    const templateId = id.slice(CONTENT_PREFIX.length);
    if (!id.startsWith(CONTENT_PREFIX) || !TEMPLATE_ID.test(templateId)) {
      throw new UsageError(`--content: the id is ${CONTENT_PREFIX}<templateId> (got ${id})`);
    }
    if (o.days !== undefined || o.select) {
      throw new UsageError('--content: a template is bought once: no --days or --select');
    }
    if (!BUILT_IN_TEMPLATES.some((t) => t.id === templateId)) {
      notes.push(`note: ${templateId} is no built-in template: TEMPLATE_DIR must hold it`);
    }
  } else if (id.startsWith(CONTENT_PREFIX)) {
    throw new UsageError(`${CONTENT_PREFIX}…: ids of paid templates (--content)`);
  }
  if (o.spec && !team && !enterprise) {
    throw new UsageError('--spec: for a team or enterprise plan only');
  }
  const specs = (o.spec ?? []).map((line) => line.trim());
  if (specs.length > 20 || specs.some((line) => line.length < 1 || line.length > 80)) {
    throw new UsageError('--spec: at most 20 lines of 1 to 80 characters');
  }
  if (!o.price && !enterprise) throw new UsageError('--price: required');
  const pricePay = o.price ? yuanToFen(o.price, 'price') : 0;
  if (pricePay < 1 && !enterprise) throw new UsageError('--price: at least 0.01');
  let durationDays: number | null = null;
  let aiPoints: number | null = null;
  let teamSeats: number | null = null;
  if (enterprise) {
    if (o.days !== undefined) throw new UsageError('--enterprise: no --days (sold by sales)');
  } else if (content) {
    durationDays = null;
  } else if (pack) {
    if (o.days !== undefined || o.union) {
      throw new UsageError('--ai-points: a pack has no --days and is no joint plan');
    }
    if (!/^\d{1,7}$/.test(o['ai-points']!) || Number(o['ai-points']) < 1) {
      throw new UsageError('--ai-points: 1 to 9999999 points');
    }
    aiPoints = Number(o['ai-points']);
  } else if (o.days === 'lifetime') durationDays = null;
  else if (o.days && /^\d{1,5}$/.test(o.days) && Number(o.days) >= 1) durationDays = Number(o.days);
  else throw new UsageError('--days: a number of days (1 to 99999) or lifetime, required');
  if (team) {
    if (!/^\d{1,5}$/.test(o['team-seats']!) || Number(o['team-seats']) < 2) {
      throw new UsageError('--team-seats: 2 to 99999 seats (the owner counts)');
    }
    teamSeats = Number(o['team-seats']);
  }
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
    isUnionProduct: o.union ?? false,
    kind: pack
      ? 'ai_times'
      : team
        ? 'team'
        : enterprise
          ? 'enterprise'
          : content
            ? 'content'
            : 'membership',
    aiPoints,
    teamSeats,
    specs,
    active: true,
  });
  if (o.select) await repo.selectOnly(id);
  return [describe((await repo.find(id))!), ...notes].join('\n');
}

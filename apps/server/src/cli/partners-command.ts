import { PARTNER_ID, WEB_ORIGIN, type PartnerQuotaKind } from '@slidecraft/contract';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { SessionService } from '../modules/auth/session-service.js';
import {
  derivePartnerSecret,
  newSecretSalt,
  partnerSecretOf,
  secretFingerprint,
} from '../modules/channel/partner-keys.js';
import {
  PartnerAdmin,
  type PartnerChanges,
  type PartnerRow,
} from '../modules/channel/partner-admin.js';
import { loadOrCreateSecret, loadOrCreateSharedSecret } from '../security/app-secret.js';
import { UsageError, parseOptions } from './products-command.js';

export const PARTNERS_USAGE = `usage: npm run admin -- partners <command>
  partners add <id> --name <text> --origin <origin> [--origin <origin>]...
               (--decks-per-day <n> | --ai-calls-per-month <n>)
                                     adds a partner site and prints its secret, once:
                                     its server signs SDK tokens with it (docs/partners.md)
  partners list                      every partner: status, quota, origins, users, the
                                     secret's fingerprint
  partners update <id> [--name <text>] [--origin <origin>]...
               [--decks-per-day <n> | --ai-calls-per-month <n>] [--rotate-secret] [--enable]
                                     changes what is given (--origin replaces the list);
                                     --rotate-secret prints a new secret, the old one stops
                                     working at once; --enable undoes disable
  partners disable <id>              refuses its tokens and its embed page, ends the
                                     sessions of its users
ids: lowercase letters, digits and '-', at most 64 (the tokens' iss). Origins: the partner
pages that frame the generator, https://host[:port] (http only for localhost / 127.0.0.1),
at most 20. Quotas: 1 to 10000000; decks count per Beijing day, AI calls per month.`;

const MAX_ORIGINS = 20;
const QUOTA_MAX = 10_000_000;
const NAME_MAX = 40;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface PartnersCommandOptions {
  /** The app secret partner secrets derive from (the server's: APP_SECRET or the generated one). */
  appSecret: () => Promise<string>;
  /** Tells running servers that a user's sessions changed (Redis pub/sub). */
  userChanged?: (userId: string) => Promise<void>;
}

/** The app secret as the server works it out (app-providers.ts): APP_SECRET, else the generated one. */
export async function cliAppSecret(
  config: Pick<AppConfig, 'APP_SECRET' | 'DATABASE_URL' | 'dataDir'>,
  db: Db,
): Promise<string> {
  if (config.APP_SECRET) return config.APP_SECRET;
  return config.DATABASE_URL
    ? loadOrCreateSharedSecret(db, config.dataDir)
    : loadOrCreateSecret(config.dataDir);
}

/** An origin as browsers send it; refuses paths, credentials, wildcards and plain http off loopback. */
export function parseOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--origin: not an origin: ${JSON.stringify(text)}`);
  }
  const bare = `${url.protocol}//${url.host}`;
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.origin !== bare ||
    !WEB_ORIGIN.test(bare) ||
    text.replace(/\/$/, '').toLowerCase() !== bare
  ) {
    throw new UsageError(
      `--origin: scheme://host[:port] with nothing after (got ${JSON.stringify(text)})`,
    );
  }
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    throw new UsageError(`--origin: https only (http for localhost / 127.0.0.1): ${text}`);
  }
  return url.origin;
}

function parseQuota(values: Record<string, unknown>): {
  quotaKind: PartnerQuotaKind;
  quotaLimit: number;
} | null {
  const daily = values['decks-per-day'] as string | undefined;
  const monthly = values['ai-calls-per-month'] as string | undefined;
  if (daily !== undefined && monthly !== undefined) {
    throw new UsageError('--decks-per-day or --ai-calls-per-month: one quota, not both');
  }
  const [flag, text, kind] =
    daily !== undefined
      ? (['decks-per-day', daily, 'decks-per-day'] as const)
      : monthly !== undefined
        ? (['ai-calls-per-month', monthly, 'ai-calls-per-month'] as const)
        : [null, null, null];
  if (flag === null) return null;
  if (!/^\d{1,8}$/.test(text) || Number(text) < 1 || Number(text) > QUOTA_MAX) {
    throw new UsageError(
      `--${flag}: a number from 1 to ${QUOTA_MAX} (got ${JSON.stringify(text)})`,
    );
  }
  return { quotaKind: kind, quotaLimit: Number(text) };
}

function parseOrigins(list: string[] | undefined): string[] | undefined {
  if (list === undefined) return undefined;
  const origins = [...new Set(list.map(parseOrigin))];
  if (origins.length > MAX_ORIGINS) throw new UsageError(`--origin: at most ${MAX_ORIGINS}`);
  return origins;
}

function parseName(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const name = text.trim();
  if (!name || name.length > NAME_MAX || /[\p{Cc}]/u.test(name)) {
    throw new UsageError(`--name: 1 to ${NAME_MAX} characters`);
  }
  return name;
}

function parseId(id: string | undefined, extra: readonly string[]): string {
  if (!id || extra.length > 0) throw new UsageError(PARTNERS_USAGE);
  if (!PARTNER_ID.test(id)) {
    throw new UsageError(`id: lowercase letters, digits and '-', at most 64 (got ${id})`);
  }
  return id;
}

function describe(p: PartnerRow, users: number, secretOk: boolean): string {
  const quota =
    p.quotaKind === 'decks-per-day'
      ? `${p.quotaLimit} decks/day`
      : `${p.quotaLimit} AI calls/month`;
  const secret = secretOk
    ? `secret ${p.secretHash.slice(0, 12)}`
    : 'secret OUTDATED (app secret changed: --rotate-secret)';
  return [
    p.id,
    p.name,
    p.status,
    quota,
    p.allowedOrigins.join(' ') || '(no origins)',
    `${users} users`,
    secret,
  ].join('\t');
}

function secretLines(id: string, secret: string): string {
  return [`secret of ${id} (shown once, keep it on the partner's server only):`, secret].join('\n');
}

/** `npm run admin -- partners ...`; answers the lines to print. */
export async function runPartnersCommand(
  db: Db,
  args: readonly string[],
  options: PartnersCommandOptions,
): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || rest.includes('--help')) return PARTNERS_USAGE;
  const partners = new PartnerAdmin(db);
  const describeRow = async (row: PartnerRow) =>
    describe(
      row,
      await partners.countUsers(row.id),
      partnerSecretOf(await options.appSecret(), row) !== null,
    );

  if (command === 'list') {
    if (rest.length > 0) throw new UsageError(PARTNERS_USAGE);
    const rows = await partners.list();
    if (rows.length === 0) return 'no partners';
    return (await Promise.all(rows.map(describeRow))).join('\n');
  }

  if (command === 'disable') {
    const [raw, ...extra] = rest;
    const id = parseId(raw, extra);
    if (!(await partners.update(id, { status: 'disabled' }))) {
      throw new UsageError(`no partner ${id}`);
    }
    const sessions = new SessionService(db);
    const userIds = await partners.userIds(id);
    for (const userId of userIds) {
      await sessions.revokeAllForUser(userId);
      await options.userChanged?.(userId);
    }
    return `${id}: disabled, ${userIds.length} users' sessions ended`;
  }

  if (command === 'add') {
    const parsed = parseOptions(rest, {
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'decks-per-day': { type: 'string' },
      'ai-calls-per-month': { type: 'string' },
    });
    const [raw, ...extra] = parsed.positionals;
    const id = parseId(raw, extra);
    const name = parseName(parsed.values.name as string | undefined);
    if (!name) throw new UsageError('--name: required');
    const allowedOrigins = parseOrigins(parsed.values.origin as string[] | undefined);
    if (!allowedOrigins?.length) throw new UsageError('--origin: at least one, required');
    const quota = parseQuota(parsed.values);
    if (!quota) throw new UsageError('--decks-per-day or --ai-calls-per-month: required');
    const secretSalt = newSecretSalt();
    const secret = derivePartnerSecret(await options.appSecret(), id, secretSalt);
    const added = await partners.add({
      id,
      name,
      secretSalt,
      secretHash: secretFingerprint(secret),
      allowedOrigins,
      ...quota,
    });
    if (!added) throw new UsageError(`partner ${id} exists (partners update ${id} ...)`);
    return `${await describeRow((await partners.find(id))!)}\n${secretLines(id, secret)}`;
  }

  if (command !== 'update') throw new UsageError(PARTNERS_USAGE);
  const parsed = parseOptions(rest, {
    name: { type: 'string' },
    origin: { type: 'string', multiple: true },
    'decks-per-day': { type: 'string' },
    'ai-calls-per-month': { type: 'string' },
    'rotate-secret': { type: 'boolean' },
    enable: { type: 'boolean' },
  });
  const [raw, ...extra] = parsed.positionals;
  const id = parseId(raw, extra);
  const changes: PartnerChanges = {};
  const name = parseName(parsed.values.name as string | undefined);
  if (name !== undefined) changes.name = name;
  const origins = parseOrigins(parsed.values.origin as string[] | undefined);
  if (origins !== undefined) changes.allowedOrigins = origins;
  const quota = parseQuota(parsed.values);
  if (quota) Object.assign(changes, quota);
  if (parsed.values.enable) changes.status = 'active';
  let secret: string | null = null;
  if (parsed.values['rotate-secret']) {
    changes.secretSalt = newSecretSalt();
    secret = derivePartnerSecret(await options.appSecret(), id, changes.secretSalt);
    changes.secretHash = secretFingerprint(secret);
  }
  if (Object.keys(changes).length === 0) {
    throw new UsageError('partners update: nothing to change (see partners --help)');
  }
  if (!(await partners.update(id, changes))) throw new UsageError(`no partner ${id}`);
  const line = await describeRow((await partners.find(id))!);
  return secret ? `${line}\n${secretLines(id, secret)}` : line;
}

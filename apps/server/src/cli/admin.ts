import { pathToFileURL } from 'node:url';
import { normalizePhone } from '@slidecraft/contract';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { SessionService } from '../modules/auth/session-service.js';
import { publishOnce } from '../providers/kv/invalidation-bus.js';
import { userServiceOver } from '../modules/user/user-service.js';
import { runCodesCommand } from './codes-command.js';
import { runContentCommand } from './content-command.js';
import { runOrdersCommand } from './orders-command.js';
import { cliAppSecret, runPartnersCommand } from './partners-command.js';
import { runCouponsCommand, runPromosCommand } from './promotions-command.js';
import { runUnionCommand } from './union-command.js';
import { UsageError, parseOptions, runProductsCommand } from './products-command.js';

const USAGE = `usage: npm run admin -- <command>
  disable-user <phone|userId> [--reason <text>]
                                blocks the account (its next call answers 5101, with
                                the reason when given)
  enable-user <phone|userId>    unblocks it and ends the sessions from before
  delete-user <phone|userId>    closes the account for good (a cancelled account): its
                                sessions end and a login to it answers 5112
  products ...                  membership plans (npm run admin -- products --help)
  codes ...                     redeem codes (npm run admin -- codes --help)
  promos ...                    promo codes (npm run admin -- promos --help)
  coupons ...                   the retention coupon (npm run admin -- coupons --help)
  union ...                     partner codes of joint plans (npm run admin -- union --help)
  orders ...                    orders (npm run admin -- orders --help)
  content ...                   ads and activity slots (npm run admin -- content --help)
  partners ...                  partner sites embedding the generator (npm run admin --
                                partners --help)
Works against DATABASE_URL at any time, or against DATA_DIR while the server is stopped.`;

/** Longest reason for disabling an account. */
const REASON_MAX = 200;

/** The sub-commands with their own usage: what they print, or a UsageError. */
const SUBCOMMANDS: Record<string, (db: Db, args: readonly string[]) => Promise<string>> = {
  products: runProductsCommand,
  codes: runCodesCommand,
  promos: runPromosCommand,
  coupons: runCouponsCommand,
  union: runUnionCommand,
  orders: runOrdersCommand,
  content: runContentCommand,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AdminError extends Error {
  override name = 'AdminError';
}

/**
 * Runs one admin command against the database and returns what it did (one line).
 * disable-user: status 'forbidden'; live sessions stay so that their next call answers 5101
 * and the web shows the disabled-account dialog. enable-user: status 'active', and the sessions
 * from before are revoked so that nothing resumes silently. delete-user: status 'deleted' (a
 * cancelled account, kept for its orders) and its sessions revoked; logging in to it answers 5112.
 * Throws AdminError for bad usage and unknown users.
 */
export async function runAdminCommand(
  db: Db,
  args: readonly string[],
  /** Tells running servers to drop what they cached of the user (Redis pub/sub). */
  userChanged: (userId: string) => Promise<void> = async () => undefined,
  /** The server's app secret (partners' secrets derive from it); only partners asks for it. */
  appSecret: () => Promise<string> = async () => {
    throw new AdminError('partners: the app secret is not available here');
  },
): Promise<string> {
  const [command, ...afterCommand] = args;
  if (command === undefined) throw new AdminError(USAGE);
  if (command === '--help' || command === 'help') return USAGE;
  if (command === 'partners') {
    try {
      return await runPartnersCommand(db, afterCommand, { appSecret, userChanged });
    } catch (error) {
      if (error instanceof UsageError) throw new AdminError(error.message);
      throw error;
    }
  }
  const subcommand = SUBCOMMANDS[command];
  if (subcommand) {
    try {
      return await subcommand(db, afterCommand);
    } catch (error) {
      if (error instanceof UsageError) throw new AdminError(error.message);
      throw error;
    }
  }
  if (!['disable-user', 'enable-user', 'delete-user'].includes(command)) {
    throw new AdminError(USAGE);
  }
  if (afterCommand.includes('--help')) return USAGE;
  let parsed;
  try {
    parsed = parseOptions(afterCommand, { reason: { type: 'string' } });
  } catch (error) {
    throw new AdminError((error as Error).message);
  }
  const [who, ...rest] = parsed.positionals;
  const reason = parsed.values.reason?.toString().trim();
  if (!who || rest.length > 0) throw new AdminError(USAGE);
  if (reason !== undefined && command !== 'disable-user') {
    throw new AdminError('--reason: only with disable-user');
  }
  if (reason !== undefined && (reason.length === 0 || reason.length > REASON_MAX)) {
    throw new AdminError(`--reason: 1 to ${REASON_MAX} characters`);
  }
  const users = userServiceOver(db);
  const phone = UUID.test(who) ? null : normalizePhone(who);
  const user = UUID.test(who)
    ? await users.findById(who.toLowerCase())
    : phone
      ? await users.findByPhone(phone)
      : undefined;
  if (!user) throw new AdminError(`no user with phone or id ${who}`);
  if (user.status === 'deleted') throw new AdminError(`user ${user.id} is deleted`);
  const label = `user ${user.id}${user.phone ? ` (${user.phone})` : ''}`;
  if (command === 'disable-user') {
    await users.setStatus(user.id, 'forbidden', reason ?? null);
    await userChanged(user.id);
    return `${label}: disabled (was ${user.status})${reason ? `: ${reason}` : ''}`;
  }
  if (command === 'delete-user') {
    await users.setStatus(user.id, 'deleted');
    await new SessionService(db).revokeAllForUser(user.id);
    await userChanged(user.id);
    return `${label}: deleted (was ${user.status}), sessions revoked`;
  }
  await users.setStatus(user.id, 'active');
  await new SessionService(db).revokeAllForUser(user.id);
  await userChanged(user.id);
  return `${label}: enabled (was ${user.status}), old sessions revoked`;
}

/** The CLI: the same configuration (DATABASE_URL / DATA_DIR) as the server. */
async function main(args: string[]): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
  });
  try {
    // Servers cache sessions for a few seconds: with Redis they hear of the change at once.
    const redisUrl = config.REDIS_URL;
    const userChanged = redisUrl
      ? (userId: string) => publishOnce(redisUrl, { userId })
      : undefined;
    const appSecret = () => cliAppSecret(config, database.db);
    console.log(await runAdminCommand(database.db, args, userChanged, appSecret));
    return 0;
  } catch (error) {
    if (error instanceof AdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject, vi } from 'vitest';
import type { Envelope } from '@slidecraft/contract';
import { createPngPool, type PngPool } from '@slidecraft/deck';
import { assembleApp, type BuildOptions } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import type { AppServices } from '../src/app-services.js';
import type { OutlineWriter } from '../src/providers/llm/llm.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';

/** The real PostgreSQL of the machine; each test file gets a fresh database on it. */
const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export interface TestEnv {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Builds (or rebuilds, after close) an app on this environment's data. */
  start(): Promise<FastifyInstance>;
  dispose(): Promise<void>;
}

export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `sc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A data directory and, under TEST_DB=postgres, a fresh PostgreSQL database. */
export async function createTestEnv(
  options: { env?: Record<string, string>; build?: BuildOptions } = {},
): Promise<TestEnv> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sc-api-'));
  const postgres = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
  // The migrated database of the api-pglite project's global setup (pglite-template.ts).
  const template = postgres ? undefined : inject('pgliteTemplate');
  if (template) await fs.cp(template, path.join(dataDir, 'pglite'), { recursive: true });
  let app: FastifyInstance | undefined;
  return {
    dataDir,
    databaseUrl: postgres?.url,
    async start() {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        // The general per-address limit has its own test (http-layer); elsewhere every call
        // comes from one injected address and would trip it.
        RATE_LIMIT_PER_MINUTE: '0',
        ...options.env,
      });
      app = await buildTestApp(config, options.build);
      await app.ready();
      return app;
    },
    async dispose() {
      await app?.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const servicesByApp = new WeakMap<FastifyInstance, AppServices>();

/**
 * One slide-image pool for the apps of this test worker (its threads load the engine through
 * tsx, which takes seconds): a test that passes `build: { pngs: undefined }` gets the app's own.
 * Its threads do not hold the process and end when idle.
 */
let sharedPngs: PngPool | undefined;

/** Builds an app whose services the test can reach (`servicesOf`). */
export async function buildTestApp(
  config: AppConfig,
  build?: BuildOptions,
): Promise<FastifyInstance> {
  const { app, services } = await assembleApp(config, {
    pngs: (sharedPngs ??= createPngPool()),
    ...build,
  });
  servicesByApp.set(app, services);
  return app;
}

/** The services a test app was built with: for what a test checks past the HTTP surface. */
export function servicesOf(app: FastifyInstance): AppServices {
  const services = servicesByApp.get(app);
  if (!services) throw new Error('not an app of buildTestApp / createTestEnv');
  return services;
}

/**
 * An outline writer a test points at a fake model while the app runs: pass `install` as the
 * build's `outlineWriter`; `chosen` is the configured one (the offline composer in tests).
 */
export function swappableWriter() {
  let chosen: OutlineWriter | undefined;
  let current: OutlineWriter | undefined;
  const stand = new Proxy({} as OutlineWriter, {
    get(_target, key) {
      if (!current) throw new Error('the app was not built with this writer');
      const value = Reflect.get(current, key, current) as unknown;
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  return {
    install(writer: OutlineWriter): OutlineWriter {
      chosen = current = writer;
      return stand;
    },
    get chosen(): OutlineWriter {
      if (!chosen) throw new Error('the app was not built with this writer');
      return chosen;
    },
    use(writer: OutlineWriter) {
      current = writer;
    },
    reset() {
      current = chosen;
    },
  };
}

export interface ApiResponse<T> {
  status: number;
  body: Envelope<T>;
  raw: LightMyRequestResponse;
}

/** Injects a request and parses the envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<ApiResponse<T>> {
  const raw = await app.inject(options);
  return { status: raw.statusCode, body: raw.json<Envelope<T>>(), raw };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Solves a captcha through the dev route and asks for an SMS login code. */
export async function requestSmsCode(app: FastifyInstance, phone: string, ip = '10.0.0.1') {
  return call<null>(app, {
    method: 'GET',
    url: '/api/login/sms-code',
    query: { phone, ...(await solveCaptcha(app)) },
    remoteAddress: ip,
  });
}

/** A client address no other call uses, so that per-IP limits stay out of the way. */
export function uniqueIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** The SMS codes the dev provider sent to a phone, newest first (GET /api/dev/outbox). */
export async function readOutbox(
  app: FastifyInstance,
  phone: string,
): Promise<{ purpose: string; code: string }[]> {
  const res = await call<{ items: { purpose: string; code: string }[] }>(app, {
    method: 'GET',
    url: '/api/dev/outbox',
    query: { phone },
  });
  return res.body.data.items;
}

export async function latestSmsCode(app: FastifyInstance, phone: string): Promise<string> {
  const code = (await readOutbox(app, phone))[0]?.code;
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

/** A test phone number that no other test uses. */
export function uniquePhone(): string {
  return `+86-139${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
}

/** Factory: a logged-in user (registered on first login). */
export async function buildUser(
  app: FastifyInstance,
  phone = uniquePhone(),
): Promise<{ phone: string; token: string }> {
  const sent = await requestSmsCode(app, phone, uniqueIp());
  if (sent.body.code !== 200) throw new Error(`sms-code failed: ${JSON.stringify(sent.body)}`);
  const code = await latestSmsCode(app, phone);
  const login = await call<{ token: string }>(app, {
    method: 'POST',
    url: '/api/login/phone',
    payload: { phone, code },
  });
  if (login.body.code !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { phone, token: login.body.data.token };
}

/** A solved captcha (through the dev route). */
export async function solveCaptcha(
  app: FastifyInstance,
): Promise<{ captchaId: string; captchaCode: string }> {
  // Each captcha from its own address: the 30-a-minute issue limit is not under test here.
  const captcha = await call<{ captchaId: string }>(app, {
    method: 'GET',
    url: '/api/captcha',
    remoteAddress: uniqueIp(),
  });
  const { captchaId } = captcha.body.data;
  const answer = await call<{ answer: string }>(app, {
    method: 'GET',
    url: `/api/dev/captcha/${captchaId}`,
  });
  return { captchaId, captchaCode: answer.body.data.answer };
}

/** Password login (phone or email) with a solved captcha. */
export async function passwordLogin(
  app: FastifyInstance,
  userName: string,
  password: string,
  ip = uniqueIp(),
) {
  return call<{ token: string; isNewUser: boolean }>(app, {
    method: 'POST',
    url: '/api/login/account',
    payload: { userName, password, ...(await solveCaptcha(app)) },
    remoteAddress: ip,
  });
}

/** Sets the password of a signed-in user through GET /api/sms/set-pwd + POST /api/user/update-pwd. */
export async function setPassword(
  app: FastifyInstance,
  user: { phone: string; token: string },
  password: string,
): Promise<void> {
  const sent = await call(app, {
    method: 'GET',
    url: '/api/sms/set-pwd',
    query: await solveCaptcha(app),
    headers: auth(user.token),
    remoteAddress: uniqueIp(),
  });
  if (sent.body.code !== 200) throw new Error(`set-pwd failed: ${JSON.stringify(sent.body)}`);
  const code = await latestSmsCode(app, user.phone);
  const res = await call(app, {
    method: 'POST',
    url: '/api/user/update-pwd',
    payload: { code, password },
    headers: auth(user.token),
  });
  if (res.body.code !== 200) throw new Error(`update-pwd failed: ${JSON.stringify(res.body)}`);
}

/** The password `buildUserWithPassword` sets unless told otherwise. */
export const PASSWORD = 'correct horse battery';
/** A password that is not `PASSWORD`. */
export const WRONG_PASSWORD = 'not the password';

/** Factory: a logged-in user (see `buildUser`) who has also set a password. */
export async function buildUserWithPassword(app: FastifyInstance, password = PASSWORD) {
  const user = await buildUser(app);
  await setPassword(app, user, password);
  return user;
}

/** GET /api/user/user-info with a token. */
export function getUserInfo(app: FastifyInstance, token: string) {
  return call<{ id: string; phone: string; isBindPhone: boolean }>(app, {
    method: 'GET',
    url: '/api/user/user-info',
    headers: auth(token),
  });
}

/** A user's row straight from the database, by phone or by id. */
export async function readUserRow(app: FastifyInstance, key: { phone?: string; id?: string }) {
  const [row] = await servicesOf(app)
    .database.db.select()
    .from(users)
    .where(key.id ? eq(users.id, key.id) : eq(users.phone, key.phone!));
  return row!;
}

/**
 * Moves the clock forward (Date only; timers keep running). A file that uses it puts
 * `vi.useRealTimers()` in an afterEach.
 */
export function advanceClock(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/** A login QR from GET /api/getTemporaryQrcode. */
export interface Qr {
  url: string;
  topic: string;
  expireAt: number;
}
/** The answer of GET /api/login/qrcode/status. */
export interface QrStatus {
  status: 'waiting' | 'success';
  token?: string;
  isBindPhone?: boolean;
  isNewUser?: boolean;
}

/** Asks for a login QR (reusing `topic` while it is live), from its own address unless told. */
export const newQr = (app: FastifyInstance, topic?: string, ip = uniqueIp()) =>
  call<Qr>(app, {
    method: 'GET',
    url: '/api/getTemporaryQrcode',
    query: topic ? { purpose: 'login', topic } : { purpose: 'login' },
    remoteAddress: ip,
  });

/** Polls the status of a login QR. */
export const qrStatus = (app: FastifyInstance, topic: string) =>
  call<QrStatus>(app, { method: 'GET', url: '/api/login/qrcode/status', query: { topic } });

/**
 * Writes user columns straight to the database, as an operator would, and tells the app (its
 * session cache holds user rows): what the admin CLI does through Redis.
 */
export async function updateUsers(
  app: FastifyInstance,
  where: SQL | undefined,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  const rows = await servicesOf(app)
    .database.db.update(users)
    .set(values)
    .where(where)
    .returning({ id: users.id });
  for (const row of rows) await servicesOf(app).sessions.userChanged(row.id);
}

/**
 * A signed-in user with its id; a member until `memberFor` seconds from now when given
 * (negative: a lapsed membership).
 */
export async function buildUserWithId(app: FastifyInstance, memberFor?: number) {
  const { phone, token } = await buildUser(app);
  const db = servicesOf(app).database.db;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (memberFor !== undefined) {
    const memberUntil = Math.floor(Date.now() / 1000) + memberFor;
    await updateUsers(app, eq(users.id, row!.id), { memberUntil });
  }
  return { id: row!.id, token };
}

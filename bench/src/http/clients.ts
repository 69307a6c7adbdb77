import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** What the HTTP benches share: the bare route, signed-in users, one autocannon measurement. */

export interface Load {
  /** Answers a second whose envelope code is 200: refusals (5427, 401...) are not throughput. */
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}

/** A measurement that also counts its answers by envelope code. */
export interface CountedLoad extends Load {
  answers: { ok: number; refused: number };
}

/** The envelope of a success, as the app's serializer and the bare route write it. */
const OK_ENVELOPE = /^\{"code":200[,}]/;

/**
 * autocannon: a 2 s warm-up, then the measured run. Every answer's body is read: one whose
 * envelope code is not 200 counts as refused. `requests` (path and headers each) are sent in
 * turn on every connection, as many users' calls share a proxy's connections.
 */
export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    requests?: { path: string; headers: Record<string, string> }[];
  },
): Promise<CountedLoad> {
  const { connections, seconds, headers = {}, requests } = options;
  const verifyBody = (body: string | Buffer | undefined) => OK_ENVELOPE.test(String(body));
  const run = (duration: number) =>
    autocannon({ url, connections, duration, headers, verifyBody, requests });
  await run(2);
  const result = await run(seconds);
  const answers = result.requests.total;
  const ok = answers - result.mismatches;
  return {
    requestsPerSecond: Math.round(ok / result.duration),
    answers: { ok, refused: result.mismatches },
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The bare Fastify route (bare-server.ts) in its own process. */
export async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('bare-server.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    if (output.includes('\n')) break;
  }
  return { url: `${output.trim()}/bare`, child };
}

/**
 * Where a bench client's calls come from: `forwardedFor` goes in X-Forwarded-For (for nodes
 * behind a trusted proxy); `localAddress` is a loopback address of its own that the connection
 * is made from (no proxy, the default configuration). Either keeps per-address limits apart.
 */
export type ClientAddress = { forwardedFor?: string; localAddress?: string };

/** One JSON call from `client`'s address (the dev routes answer direct loopback calls only). */
async function callJson(
  origin: string,
  path: string,
  client: ClientAddress,
  body?: object,
): Promise<unknown> {
  const url = new URL(path, origin);
  const headers: Record<string, string> = {
    ...(client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: body ? 'POST' : 'GET',
        headers,
        agent: false,
        ...(client.localAddress ? { localAddress: client.localAddress } : {}),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** A signed-in user of the app: captcha and SMS code read through the dev routes. */
export async function signIn(
  origin: string,
  phone = '+86-13900001234',
  client: ClientAddress = {},
) {
  interface Answer {
    code: number;
    data: {
      captchaId: string;
      answer: string;
      token: string;
      items: { code: string }[];
    };
  }
  const get = async (path: string) => (await callJson(origin, path, client)) as Answer;
  // The dev routes answer direct loopback connections only: never a relayed (forwarded) one.
  const dev = async (path: string) =>
    (await callJson(origin, path, { localAddress: client.localAddress })) as Answer;
  const captcha = await get('/api/captcha');
  const answer = await dev(`/api/dev/captcha/${captcha.data.captchaId}`);
  const query = new URLSearchParams({
    phone,
    captchaId: captcha.data.captchaId,
    captchaCode: answer.data.answer,
  });
  const sent = await get(`/api/login/sms-code?${query}`);
  if (sent.code !== 200) throw new Error(`sms-code: ${JSON.stringify(sent)}`);
  const outbox = await dev(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const login = (await callJson(origin, '/api/login/phone', client, {
    phone,
    code: outbox.data.items[0]?.code,
  })) as Answer;
  if (login.code !== 200) throw new Error(`login: ${JSON.stringify(login)}`);
  return login.data.token;
}

let nextPhone = randomBytes(2).readUInt16BE() * 1000;
// This run's loopback addresses (127.<run>.x.y), so that a rerun within the SMS and captcha
// windows of the last one still finds its addresses unused.
const loopbackRun = 2 + (randomBytes(1)[0]! % 250);

/** A client address no other user of the run has, as `from` says. */
function clientAddress(from: 'forwarded' | 'loopback', i: number): ClientAddress {
  if (from === 'loopback') {
    return { localAddress: `127.${loopbackRun}.${Math.floor(i / 250) % 250}.${1 + (i % 250)}` };
  }
  const b = randomBytes(3);
  return { forwardedFor: `10.${b[0]}.${b[1]}.${b[2]}` };
}

/**
 * `count` signed-in users, a few at a time, their sign-ins spread over the nodes, each from an
 * address of its own (`forwarded` for nodes behind a trusted proxy, `loopback` otherwise).
 */
export async function signInUsers(
  origins: readonly string[],
  count: number,
  from: 'forwarded' | 'loopback' = 'forwarded',
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => {
      const phone = `+86-137${String(nextPhone++ % 100_000_000).padStart(8, '0')}`;
      return signIn(origins[(i + j) % origins.length]!, phone, clientAddress(from, i + j));
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

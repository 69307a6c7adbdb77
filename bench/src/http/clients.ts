import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** What the HTTP benches share: the bare route, a signed-in user, one autocannon measurement. */

export interface Load {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}

/** autocannon: a 2 s warm-up, then the measured run. */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Load> {
  const { connections, seconds, headers = {} } = options;
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
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
 * A signed-in user of the app: captcha and SMS code read through the dev routes. `ip` goes in
 * X-Forwarded-For (for nodes behind a trusted proxy), so that per-address limits stay apart.
 */
export async function signIn(origin: string, phone = '+86-13900001234', ip?: string) {
  interface Answer {
    code: number;
    data: {
      captchaId: string;
      answer: string;
      token: string;
      items: { code: string }[];
    };
  }
  const headers: Record<string, string> = ip ? { 'x-forwarded-for': ip } : {};
  const get = async (path: string, asClient = true) =>
    (await (
      await fetch(`${origin}${path}`, { headers: asClient ? headers : {} })
    ).json()) as Answer;
  // The dev routes answer direct loopback connections only: never a relayed (forwarded) one.
  const dev = (path: string) => get(path, false);
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
  const login = await fetch(`${origin}/api/login/phone`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code: outbox.data.items[0]?.code }),
  }).then((res) => res.json() as Promise<Answer>);
  if (login.code !== 200) throw new Error(`login: ${JSON.stringify(login)}`);
  return login.data.token;
}

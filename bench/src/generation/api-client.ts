import type { BenchServer } from './processes.js';

/** One call to a bench server as a signed-in user: its data, or an error naming the code. */
export async function api<T>(server: BenchServer, token: string, path: string, body?: object) {
  const res = await fetch(`${server.address}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

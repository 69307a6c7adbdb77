import { setTimeout as sleep } from 'node:timers/promises';
import type { WechatFake } from './cluster.js';

/** The bench's calls to the nodes: envelopes, users, orders and their payment notifications. */

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** One call; the envelope's data, or an error naming the code. */
export async function api<T>(origin: string, token: string, path: string, body?: object) {
  const res = await fetch(`${origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

export interface OpenOrder {
  token: string;
  key: string;
  orderNumber: string;
}

/** An open WeChat Pay order (Native QR) of the yearly plan. */
export async function openOrder(origin: string, token: string): Promise<OpenOrder> {
  const charge = await api<{ key: string; orderNumber: string }>(
    origin,
    token,
    '/api/v8/embed/product/charge?productId=pro-yearly&payment=wechat',
  );
  return { token, key: charge.key, orderNumber: charge.orderNumber };
}

/** The payer pays: WeChat Pay's notification to a node; true when the node took it (204). */
export async function notifyPaid(
  origin: string,
  wechat: WechatFake,
  orderNumber: string,
): Promise<{ ok: boolean; status: number | string }> {
  const notification = wechat.pay(orderNumber);
  try {
    const res = await fetch(`${origin}/api/pay/notify/wechat`, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return { ok: res.status === 204, status: res.status };
  } catch (err) {
    return { ok: false, status: (err as Error).name };
  }
}

/**
 * Pays every order as WeChat Pay would: a notification that is not taken is sent again a
 * second later (WeChat retries for hours), alternating the nodes; stops at `deadline`.
 * Answers the attempts and the HTTP statuses of the refused ones.
 */
export async function payAll(
  origins: readonly string[],
  wechat: WechatFake,
  orders: readonly OpenOrder[],
  deadline: number,
  gapMs = 100,
) {
  const waiting = [...orders];
  const refused: Record<string, number> = {};
  let attempts = 0;
  while (waiting.length > 0 && Date.now() < deadline) {
    const order = waiting.shift()!;
    const { ok, status } = await notifyPaid(
      origins[attempts++ % origins.length]!,
      wechat,
      order.orderNumber,
    );
    if (!ok) {
      refused[String(status)] = (refused[String(status)] ?? 0) + 1;
      waiting.push(order);
      await sleep(1000);
    } else await sleep(gapMs);
  }
  return { attempts, refused, unsettled: waiting.length };
}

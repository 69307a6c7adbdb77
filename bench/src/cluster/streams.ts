import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchUpstream } from '../generation/processes.js';
import { readSse, wallMs } from '../generation/sse-client.js';
import { quantile } from '../stats.js';

/**
 * 500 outline streams (POST /api/ai/chat, type 'outline', on the scripted upstream) opened at
 * once, alternating the two nodes, 3 per user (the per-user cap). An error is a failed request,
 * an event that is not 200, or a stream that ends without its done event.
 */
export const STREAMS = { count: 500, perUser: 3, chunks: 20, delayMs: 1000 };

const LINES = ['# 城市更新行动方案', '## 第一部分 现状', '### 存量空间盘点', '* 老旧小区 120 个'];

export async function outlineStreams(
  origins: readonly string[],
  tokens: readonly string[],
  upstream: BenchUpstream,
) {
  const text = Array.from({ length: STREAMS.chunks }, (_, i) => `${LINES[i % 4]}\n`).join('');
  await upstream.script({
    text,
    chunkSize: Math.ceil(text.length / STREAMS.chunks),
    delayMs: STREAMS.delayMs,
    stamp: false,
  });
  const firstEvent: number[] = [];
  const errors: string[] = [];
  const perNode = origins.map(() => 0);
  let open = 0;
  let peakOpen = 0;
  const started = wallMs();
  const one = async (index: number) => {
    const node = index % origins.length;
    let first = true;
    let done = false;
    try {
      const status = await readSse(
        `${origins[node]}/api/ai/chat`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens[Math.floor(index / STREAMS.perUser)]}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ type: 'outline', text: '城市更新行动方案' }),
        },
        (payload, at) => {
          const event = JSON.parse(payload) as { code: number; data?: { done?: boolean } };
          if (first) {
            first = false;
            firstEvent.push(at - started);
            peakOpen = Math.max(peakOpen, ++open);
          }
          if (event.code !== 200) throw new Error(`event ${event.code}`);
          done ||= event.data?.done === true;
        },
      );
      if (status !== 200) throw new Error(`HTTP ${status}`);
      if (!done) throw new Error('no done event');
      perNode[node]! += 1;
    } catch (err) {
      errors.push((err as Error).message);
    } finally {
      if (!first) open -= 1;
    }
  };
  await Promise.all(Array.from({ length: STREAMS.count }, (_, i) => one(i)));
  await sleep(0);
  const round = (n: number) => Number(n.toFixed(1));
  return {
    streams: STREAMS.count,
    users: Math.ceil(STREAMS.count / STREAMS.perUser),
    completedPerNode: perNode,
    errors: errors.length,
    errorKinds: [...new Set(errors)],
    peakOpenAtOnce: peakOpen,
    wallMs: Math.round(wallMs() - started),
    firstEventMs: {
      p50: round(quantile(firstEvent, 0.5)),
      p95: round(quantile(firstEvent, 0.95)),
      max: round(Math.max(...firstEvent)),
    },
  };
}

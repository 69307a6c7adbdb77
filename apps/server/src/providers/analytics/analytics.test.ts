import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../kv/memory-kv.js';
import type { AnalyticsEvent, AnalyticsSink } from './analytics.js';
import { TeeAnalyticsSink } from './analytics.js';
import { DailyEvents, beijingDay } from './daily-events.js';
import { HttpAnalyticsSink } from './http-sink.js';

/** A collector on a local port: records each batch; can answer slowly or with an error. */
async function startCollector(answer: (res: http.ServerResponse) => void = (res) => res.end()) {
  const batches: { events: (AnalyticsEvent & { ts: number })[] }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      batches.push(JSON.parse(body) as (typeof batches)[number]);
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/collect`,
    batches,
    events: () => batches.flatMap((b) => b.events),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function recordingLog() {
  const warnings: { obj: unknown; msg: string }[] = [];
  const log = {
    warn: (obj: unknown, msg: string) => warnings.push({ obj, msg }),
    info: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

const event = (n: number): AnalyticsEvent => ({
  name: 'daily_active',
  userId: `user-${n}`,
  day: '2026-11-26',
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('HttpAnalyticsSink', () => {
  it('POSTs queued events to the collector in batches', async () => {
    const collector = await startCollector();
    closers.push(collector.close);
    const { log, warnings } = recordingLog();
    const sink = new HttpAnalyticsSink({ url: collector.url, log, batchSize: 3, flushMs: 20 });
    for (let i = 0; i < 7; i++) sink.track(event(i));
    await sink.flush();
    expect(collector.batches.map((b) => b.events.length)).toEqual([3, 3, 1]);
    expect(collector.events().map((e) => e.userId)).toEqual(
      Array.from({ length: 7 }, (_, i) => `user-${i}`),
    );
    expect(collector.events()[0]!.ts).toBeTypeOf('number');
    // A lone event goes after its wait, without a flush.
    sink.track(event(99));
    await expect.poll(() => collector.events().length, { timeout: 2000 }).toBe(8);
    expect(warnings).toEqual([]);
  });

  it('never throws or waits when the collector is down; drops with a warning', async () => {
    const collector = await startCollector();
    await collector.close();
    const { log, warnings } = recordingLog();
    const sink = new HttpAnalyticsSink({ url: collector.url, log, batchSize: 2, flushMs: 10 });
    // track() hands the event over and returns at once: nothing to await, nothing thrown.
    for (let i = 0; i < 5; i++) expect(sink.track(event(i))).toBeUndefined();
    await sink.flush();
    expect(sink.pending).toBe(0);
    expect(warnings.map((w) => w.msg)).toContain('analytics collector unreachable: batch dropped');
    expect(warnings.map((w) => w.msg)).toContain('analytics events dropped');
  });

  it('drops a batch the collector refuses or does not answer in time, then goes on', async () => {
    let mode: 'error' | 'hang' | 'ok' = 'error';
    const collector = await startCollector((res) => {
      if (mode === 'error') res.writeHead(500).end();
      else if (mode === 'ok') res.end();
      // 'hang': never answers.
    });
    closers.push(collector.close);
    const { log, warnings } = recordingLog();
    // A timeout with room for a loaded machine's answer to the 'ok' batch; the hang still ends.
    const sink = new HttpAnalyticsSink({ url: collector.url, log, flushMs: 10, timeoutMs: 1500 });
    sink.track(event(1));
    await sink.flush();
    mode = 'hang';
    sink.track(event(2));
    await sink.flush();
    expect(warnings.filter((w) => w.msg.includes('unreachable'))).toHaveLength(2);
    mode = 'ok';
    sink.track(event(3));
    await sink.flush();
    expect(collector.batches.map((b) => b.events[0]!.userId)).toEqual([
      'user-1',
      'user-2',
      'user-3',
    ]);
  });

  it('keeps at most maxQueue events waiting and warns once about the dropped ones', async () => {
    const collector = await startCollector();
    closers.push(collector.close);
    const { log, warnings } = recordingLog();
    const sink = new HttpAnalyticsSink({ url: collector.url, log, maxQueue: 5, flushMs: 10_000 });
    for (let i = 0; i < 12; i++) sink.track(event(i));
    expect(sink.pending).toBe(5);
    expect(warnings.filter((w) => w.msg.startsWith('analytics queue full'))).toHaveLength(1);
    await sink.close();
    expect(collector.events().map((e) => e.userId)).toEqual(
      Array.from({ length: 5 }, (_, i) => `user-${i}`),
    );
    expect(warnings).toContainEqual({ obj: { dropped: 7 }, msg: 'analytics events dropped' });
  });
});

describe('TeeAnalyticsSink', () => {
  it('gives every sink the event even when one throws', () => {
    const seen: AnalyticsEvent[] = [];
    const broken: AnalyticsSink = {
      track: () => {
        throw new Error('down');
      },
    };
    const tee = new TeeAnalyticsSink([broken, { track: (e) => seen.push(e) }]);
    expect(() => tee.track(event(1))).not.toThrow();
    expect(seen).toEqual([event(1)]);
  });
});

describe('DailyEvents', () => {
  it('reports an event once per user per Beijing day', async () => {
    let now = Date.parse('2026-11-26T15:00:00Z'); // 23:00 in Beijing
    const kv = new MemoryKeyValueStore(() => now);
    const seen: AnalyticsEvent[] = [];
    const daily = new DailyEvents(kv, { track: (e) => seen.push(e) }, () => now);
    expect(await daily.once('daily_active', 'a')).toBe(true);
    expect(await daily.once('daily_active', 'a')).toBe(false);
    expect(await daily.once('daily_active', 'b')).toBe(true);
    expect(await daily.once('daily_generation', 'a')).toBe(true);
    // Another node (its own memo, the same store) does not report it again.
    const other = new DailyEvents(kv, { track: (e) => seen.push(e) }, () => now);
    expect(await other.once('daily_active', 'a')).toBe(false);
    // The last millisecond before midnight in Beijing is still the same day...
    now = Date.parse('2026-11-26T15:59:59.999Z');
    expect(await daily.once('daily_active', 'a')).toBe(false);
    // ...and 16:00 UTC is midnight in Beijing: a new day.
    now = Date.parse('2026-11-26T16:00:00Z');
    expect(await daily.once('daily_active', 'a')).toBe(true);
    expect(seen.map((e) => [e.name, e.userId, 'day' in e ? e.day : ''])).toEqual([
      ['daily_active', 'a', '2026-11-26'],
      ['daily_active', 'b', '2026-11-26'],
      ['daily_generation', 'a', '2026-11-26'],
      ['daily_active', 'a', '2026-11-27'],
    ]);
  });

  it('skips the event when the store is down, without throwing', async () => {
    const kv = new MemoryKeyValueStore();
    kv.setIfAbsent = () => Promise.reject(new Error('redis down'));
    const seen: AnalyticsEvent[] = [];
    const daily = new DailyEvents(kv, { track: (e) => seen.push(e) });
    expect(await daily.once('daily_active', 'a')).toBe(false);
    expect(seen).toEqual([]);
  });

  it('names the day in Beijing time', () => {
    expect(beijingDay(Date.parse('2026-01-01T15:59:59Z'))).toBe('2026-01-01');
    expect(beijingDay(Date.parse('2026-01-01T16:00:00Z'))).toBe('2026-01-02');
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../providers/kv/memory-kv.js';
import { InProcessJobQueue } from './job-queue.js';
import { ClusterSweeper } from './sweeper.js';

const quiet = () => undefined;
const log = {
  info: quiet,
  warn: quiet,
  error: quiet,
} as unknown as FastifyBaseLogger;

describe('the in-process job queue', () => {
  it('runs a job once however often its id is added while it waits or runs, and again after', async () => {
    const queue = new InProcessJobQueue(log, 1);
    const ran: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    queue.register('work', async (payload) => {
      ran.push(payload);
      await gate;
    });
    await queue.enqueue('work', 'a:0', 'first');
    await queue.enqueue('work', 'a:0', 'again while running');
    await queue.enqueue('work', 'b:0', 'other');
    await queue.enqueue('work', 'b:0', 'again while waiting');
    expect(await queue.counts()).toMatchObject({ waiting: 1, active: 1 });
    release();
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toEqual(['first', 'other']);
    await queue.enqueue('work', 'a:0', 'after it ended');
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toEqual(['first', 'other', 'after it ended']);
    await queue.close();
    await expect(queue.enqueue('work', 'c:0', 'closed')).rejects.toThrow('closed');
  });

  it('counts a job that throws as failed and goes on', async () => {
    const queue = new InProcessJobQueue(log, 1);
    const ran: string[] = [];
    queue.register('work', async (payload) => {
      if (payload === 'bad') throw new Error('boom');
      ran.push(payload);
    });
    await queue.enqueue('work', '1', 'bad');
    await queue.enqueue('work', '2', 'good');
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toEqual(['good']);
    expect((await queue.counts()).failed).toBe(1);
    await queue.close();
  });
});

describe('the cluster sweeper', () => {
  it('sweeps once per round among nodes sharing a store, the first round marked as such', async () => {
    const kv = new MemoryKeyValueStore();
    const rounds: string[] = [];
    const node = (name: string) =>
      new ClusterSweeper(
        'things',
        kv,
        async (first) => void rounds.push(`${name}:${first}`),
        log,
        60_000,
      );
    const a = node('a');
    const b = node('b');
    await a.start();
    await b.start();
    expect(rounds).toEqual(['a:true']);
    await a.stop();
    await b.stop();
  });
});

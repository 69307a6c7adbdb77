import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { outlineWithPages } from '../outline.js';
import { api } from './client.js';
import type { Cluster } from './cluster.js';

/**
 * SIGKILL of the worker in the middle of an export: a member's 100-slide deck (every section
 * written, so no generation is needed first), its PPTX export asked on node A, the worker
 * killed as soon as the database shows the export claimed (status 'running'), then the result
 * polled through node B as the web app does (every 250 ms) until it reads 'finish' or 'error'.
 */
const OUTLINE = outlineWithPages(100, 6, [
  '老旧小区改造 120 个',
  '新增公共空间 35 处',
  '惠及居民 8 万户',
]);
const POLL_MS = 250;

interface Seen {
  atMs: number;
  status: string;
  attempts: number;
}

async function exportRow(pool: pg.Pool, recordId: string) {
  const { rows } = await pool.query<{ status: string; attempts: string }>(
    `select status, attempts from exports where record_id = $1 order by created_at desc limit 1`,
    [recordId],
  );
  return rows[0] ? { status: rows[0].status, attempts: Number(rows[0].attempts) } : undefined;
}

/**
 * One run. `restart`: a new worker is started right after the kill (what a process manager
 * does); otherwise none is for `observeMs`, then one is started and the wait goes on.
 */
export async function killWorkerMidExport(
  cluster: Cluster,
  pool: pg.Pool,
  token: string,
  options: { restart: boolean; observeMs: number },
) {
  const [a, b] = cluster.origins;
  for (let tries = 1; tries <= 5; tries++) {
    const { recordId } = await api<{ recordId: string }>(a, token, '/api/ai/generate-ppt/record', {
      outline: OUTLINE,
    });
    const asked = Date.now();
    await api(a, token, '/api/ai/generate-ppt/download', { recordId });
    let row = await exportRow(pool, recordId);
    while (row?.status === 'pending' && Date.now() - asked < 30_000) {
      await sleep(2);
      row = await exportRow(pool, recordId);
    }
    if (row?.status !== 'running') continue; // finished before it was seen running: again
    const claimSeenMs = Date.now() - asked;
    cluster.worker.child.kill('SIGKILL');
    const killedAt = Date.now();
    const afterKill = await exportRow(pool, recordId);
    if (afterKill?.status !== 'running') {
      // It finished in the meantime: a worker again, and another try.
      cluster.worker = await cluster.startWorker();
      continue;
    }
    const since = () => Date.now() - killedAt;
    let workerBackMs: number | null = null;
    if (options.restart) {
      cluster.worker = await cluster.startWorker();
      workerBackMs = since();
    }
    const timeline: Seen[] = [{ atMs: 0, ...afterKill }];
    let result: { status: string; url?: string; error?: string } = { status: 'running' };
    const limit = options.restart ? 120_000 : options.observeMs + 120_000;
    while (since() < limit) {
      if (!options.restart && workerBackMs === null && since() >= options.observeMs) {
        cluster.worker = await cluster.startWorker();
        workerBackMs = since();
      }
      result = await api<typeof result>(
        b,
        token,
        `/api/ai/generate-ppt/download/result?recordId=${recordId}&format=pptx`,
      );
      const now = await exportRow(pool, recordId);
      const last = timeline.at(-1)!;
      if (now && (now.status !== last.status || now.attempts !== last.attempts)) {
        timeline.push({ atMs: since(), ...now });
      }
      if (result.status === 'finish' || result.status === 'error') break;
      await sleep(POLL_MS);
    }
    const settledMs = since();
    // Settled before the worker came back (the sweeper failed it): one again for what follows.
    if (workerBackMs === null) cluster.worker = await cluster.startWorker();
    let download: { status: number; pptx: boolean } | null = null;
    if (result.status === 'finish' && result.url) {
      const link = new URL(result.url, 'http://x');
      const file = await fetch(`${a}${link.pathname}${link.search}`);
      const bytes = Buffer.from(await file.arrayBuffer());
      download = { status: file.status, pptx: bytes.subarray(0, 2).toString() === 'PK' };
    }
    return {
      workerRestarted: options.restart,
      tries,
      slides: 100,
      claimSeenAfterAskMs: claimSeenMs,
      killedWhile: afterKill,
      newWorkerReadyAfterKillMs: workerBackMs,
      outcome: result.status,
      errorMessage: result.error ?? null,
      settledAfterKillMs: settledMs,
      downloadedThroughOtherNode: download,
      exportRowTimeline: timeline,
    };
  }
  throw new Error('every export finished before the worker could be killed');
}

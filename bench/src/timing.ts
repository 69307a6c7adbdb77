import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Median of `runs` timed runs after `warmUp` untimed ones, in milliseconds. */
export interface Timing {
  medianMs: number;
  runsMs: number[];
}

setFlagsFromString('--expose-gc');
/** A full collection between timed runs, so one run's garbage is not collected in the next. */
const collectGarbage = runInNewContext('gc') as () => void;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timeOnce(task: () => unknown): Promise<number> {
  collectGarbage();
  const start = performance.now();
  await task();
  return Number((performance.now() - start).toFixed(2));
}

export async function medianMs(task: () => unknown, runs = 15, warmUp = 3): Promise<Timing> {
  for (let i = 0; i < warmUp; i++) await task();
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) runsMs.push(await timeOnce(task));
  return { medianMs: median(runsMs), runsMs };
}

/**
 * Times several tasks in alternating rounds (A B, B A, A B, ...) so that machine noise (another
 * process, CPU frequency, a slow moment) lands on all of them alike; medians per task.
 */
export async function interleavedMedians<K extends string>(
  tasks: Record<K, () => unknown>,
  runs = 15,
  warmUp = 3,
): Promise<Record<K, Timing>> {
  const names = Object.keys(tasks) as K[];
  for (let i = 0; i < warmUp; i++) for (const name of names) await tasks[name]();
  const runsMs = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    K,
    number[]
  >;
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) runsMs[name].push(await timeOnce(tasks[name]));
  }
  return Object.fromEntries(
    names.map((name) => [name, { medianMs: median(runsMs[name]), runsMs: runsMs[name] }]),
  ) as Record<K, Timing>;
}

export const ratio = (a: Timing, b: Timing) => Number((a.medianMs / b.medianMs).toFixed(2));

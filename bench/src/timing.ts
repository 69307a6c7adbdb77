/** Median of `runs` timed runs after `warmUp` untimed ones, in milliseconds. */
export interface Timing {
  medianMs: number;
  runsMs: number[];
}

export async function medianMs(task: () => unknown, runs = 15, warmUp = 3): Promise<Timing> {
  for (let i = 0; i < warmUp; i++) await task();
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    runsMs.push(Number((performance.now() - start).toFixed(2)));
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, runsMs };
}

export const ratio = (a: Timing, b: Timing) => Number((a.medianMs / b.medianMs).toFixed(2));

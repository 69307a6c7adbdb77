import { cpus, totalmem } from 'node:os';

/** The machine a result was measured on (kept with every result file). */
export function machineInfo() {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    memGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
  };
}

import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Plain JavaScript: the benches' server process (generation/server.mjs) runs without a
 * TypeScript loader.
 *
 * This process's peak RSS in MB, every thread counted. Linux keeps getrusage's maxrss across
 * exec, so a child started by a large parent reports the parent's peak; VmHWM in
 * /proc/self/status belongs to this process alone.
 */
export function peakRssMb() {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Math.round(Number(match[1]) / 1024);
  } catch {
    // Not Linux: fall through to getrusage.
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/**
 * Starts the peak over from the present RSS (Linux: "5" in /proc/self/clear_refs), so that a
 * process's start (a server's migrations) is not counted in the peak of what follows; false
 * where that cannot be done.
 */
export function resetPeakRss() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

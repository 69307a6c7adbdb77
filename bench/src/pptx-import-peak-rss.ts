import { readFileSync } from 'node:fs';
import { readBenchDeck } from './pptx-import-deck.js';
import { importPptxDeck } from './pptx-import-reader.js';

/**
 * One import of the bench deck in a fresh process, as a server request would do it: prints the
 * process's peak RSS in MB. pptx-import.ts starts it.
 *
 * Linux keeps getrusage's maxrss across exec, so a child started by a large parent reports the
 * parent's peak; VmHWM in /proc/self/status belongs to this process alone.
 */
function peakRssMb(): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Math.round(Number(match[1]) / 1024);
  } catch {
    // Not Linux: fall through to getrusage.
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

const bytes = await readBenchDeck();
const before = peakRssMb();
await importPptxDeck(bytes);
console.log(JSON.stringify({ peakRssMb: peakRssMb(), loadedRssMb: before }));

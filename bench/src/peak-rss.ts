import { readFileSync } from 'node:fs';
import { parseOutline } from '@slidecraft/contract';
import {
  fontMeasurer,
  outlineToDeck,
  renderDeckPng,
  renderDeckSvg,
  writePdf,
  writePptx,
} from '@slidecraft/deck';

/**
 * One deck exported in every format in a fresh process, as a server request would: prints the
 * process's peak RSS in MB. run.ts starts it with the outline on stdin.
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

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const deck = outlineToDeck(parseOutline(Buffer.concat(chunks).toString('utf8')), {
  measurer: fontMeasurer,
});
renderDeckSvg(deck);
await renderDeckPng(deck, { width: 1280 });
await writePptx(deck);
await writePdf(deck);
console.log(peakRssMb());

import type { RenderFontKey } from './families.js';
import { FACE_METRICS } from './metrics.generated.js';

/**
 * Advance widths of the render fonts from a table generated from the font files
 * (scripts/gen-font-metrics.ts), so text is measured without reading a 10 MB font: layout runs
 * in a browser and gives the very numbers the node renderers, which do read the files, draw at.
 */

/**
 * One face as the generator writes it. `runs` lists the code points the face maps as runs of
 * consecutive code points with equal advance, three numbers a run: the distance of its first
 * code point from the end of the run before it (from 0 for the first run), its length, and its
 * advance. Every other code point gets `missing`, the advance of the face's .notdef glyph.
 * Advances are in font units.
 */
export interface EncodedFaceMetrics {
  readonly unitsPerEm: number;
  readonly missing: number;
  readonly runs: readonly number[];
}

export interface FaceAdvances {
  readonly unitsPerEm: number;
  /** Advance of the glyph the face draws `codePoint` with, in font units. */
  advance(codePoint: number): number;
  /** Whether the face has a glyph of its own for `codePoint` (not .notdef). */
  has(codePoint: number): boolean;
}

/** Decodes the runs into sorted typed arrays, looked up by binary search. */
function decodeFace({ unitsPerEm, missing, runs }: EncodedFaceMetrics): FaceAdvances {
  const count = runs.length / 3;
  const starts = new Uint32Array(count);
  const ends = new Uint32Array(count);
  const advances = new Uint16Array(count);
  let end = 0;
  for (let run = 0; run < count; run++) {
    starts[run] = end + runs[run * 3]!;
    end = starts[run]! + runs[run * 3 + 1]!;
    ends[run] = end;
    advances[run] = runs[run * 3 + 2]!;
  }
  /** The run holding the code point, or -1. */
  const runOf = (codePoint: number): number => {
    // The last run starting at or before the code point.
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! <= codePoint) low = middle + 1;
      else high = middle - 1;
    }
    return high >= 0 && codePoint < ends[high]! ? high : -1;
  };
  return {
    unitsPerEm,
    advance(codePoint) {
      const run = runOf(codePoint);
      return run >= 0 ? advances[run]! : missing;
    },
    has: (codePoint) => runOf(codePoint) >= 0,
  };
}

const decoded = new Map<EncodedFaceMetrics, FaceAdvances>();

/** The advances of one face: the bold face when asked for bold and the family has one. */
export function faceAdvances(font: RenderFontKey, bold: boolean): FaceAdvances {
  const encoded = FACE_METRICS[font][bold ? 'bold' : 'regular'];
  let face = decoded.get(encoded);
  if (!face) {
    face = decodeFace(encoded);
    decoded.set(encoded, face);
  }
  return face;
}

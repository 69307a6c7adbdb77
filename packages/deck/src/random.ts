/**
 * mulberry32: a small, fast, well-spread seeded generator (numbers in [0, 1)); the same state
 * gives the same sequence, so illustrations and test corpora are reproducible.
 */
export function mulberry32(initial: number): () => number {
  let state = initial >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cells of the login page's background wall: 10 by 10 (spec section 9). */
export const WALL_CELLS = 100;

/**
 * `cells` random picks (with repetition) from `items`, so the wall is always full whatever the
 * number of templates; empty when there is nothing to pick from.
 */
export function pickWall<T>(items: readonly T[], cells = WALL_CELLS, random = Math.random): T[] {
  if (items.length === 0) return [];
  return Array.from({ length: cells }, () => items[Math.floor(random() * items.length)]!);
}

/**
 * Prints the density sweep's counts by slide kind and theme family, for working on layouts:
 *   node --conditions=slidecraft-source --import tsx packages/deck/src/testing/sweep-by-kind.ts [outlines] [kind...]
 * (default 100 outlines, every kind). The bench (`npm run bench:sweep`) is the record.
 */
import { outlineToDeck } from '../outline-to-deck.js';
import { listThemes } from '../themes.js';
import { generateCorpus } from './corpus.js';
import { DensityChecker, type Counts } from './density-check.js';

const [count = '100', ...kinds] = process.argv.slice(2);
const corpus = generateCorpus(Number(count));
const rows = new Map<string, Counts>();
for (const theme of listThemes()) {
  for (const entry of corpus) {
    const checker = new DensityChecker();
    try {
      checker.checkDeck(outlineToDeck(entry.outline, { themeId: theme.id, today: '2026-01-01' }));
    } catch {
      continue;
    }
    for (const [kind, counts] of Object.entries(checker.report.byLayout)) {
      if (kinds.length > 0 && !kinds.includes(kind)) continue;
      const key = `${kind} ${theme.family}`;
      const row = rows.get(key);
      if (!row) {
        rows.set(key, { ...counts });
        continue;
      }
      for (const name of Object.keys(counts) as (keyof Counts)[]) row[name] += counts[name];
    }
  }
}
const table = [...rows.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([key, c]) => ({
    key,
    slides: c.slides,
    overflow: c.overflow,
    small: c.smallText,
    outside: c.outside,
    cut: c.truncated,
    tight: c.tight,
    sparse: c.sparse,
  }));
console.table(table);

import { readFileSync } from 'node:fs';
import { migrateDeck, type DeckDocument } from '../model.js';

/**
 * Test fixtures: decks as the PPTX reader (apps/server deck-import) returns them, saved as
 * JSON. report and roadmap were written with pptxgenjs (masters with a band, a logo and a
 * company line; a title slide, a section, points with sub-points, a table with merged cells, a
 * chart, pictures, two columns, a long list, a closing slide); sample is PptxGenJS's own demo
 * (no titles, shapes with text, five charts, a cropped picture); piano is a LibreOffice
 * template with nothing but decorations and two pictures. To add one: write the .pptx, read it
 * with importPptxDeck (apps/server/src/modules/deck-import/reader/read-deck.ts) and save its
 * `deck` here as JSON.
 */
export const IMPORTED_FIXTURES = ['report', 'roadmap', 'sample', 'piano'] as const;
export type ImportedFixture = (typeof IMPORTED_FIXTURES)[number];

export function importedFixture(name: ImportedFixture): DeckDocument {
  const url = new URL(`./fixtures/${name}.json`, import.meta.url);
  return migrateDeck(readFileSync(url, 'utf8'));
}

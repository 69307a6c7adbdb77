import { shippedFontOfFace, type DeckDocument } from '@slidecraft/deck/scene';
import { useEffect, useMemo } from 'react';

/**
 * The shipped fonts in the browser: each font's CSS (/fonts/<id>.css) declares unicode-range
 * WOFF2 slices, so adding it costs a few kilobytes and the browser then fetches only the
 * slices of the characters a slide draws. Slides are inline SVG, which uses the page's fonts;
 * until a slice arrives the text shows in the fallback face and then swaps.
 */
const added = new Set<string>();

export function loadWebFont(id: string): void {
  if (added.has(id) || typeof document === 'undefined') return;
  added.add(id);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/fonts/${encodeURIComponent(id)}.css`;
  link.dataset.font = id;
  document.head.append(link);
}

/** The ids of the shipped fonts the deck's text names (`fontFace`). */
export function deckFontIds(deck: DeckDocument): string[] {
  const ids = new Set<string>();
  for (const slide of deck.slides) {
    for (const element of slide.elements) {
      if (element.type !== 'text') continue;
      for (const paragraph of element.paragraphs) {
        for (const run of paragraph.runs) {
          const font = run.fontFace === undefined ? undefined : shippedFontOfFace(run.fontFace);
          if (font) ids.add(font.id);
        }
      }
    }
  }
  return [...ids].sort();
}

/** Loads the web fonts a deck uses (again as its text picks new ones). */
export function useDeckWebFonts(deck: DeckDocument | undefined): void {
  const ids = useMemo(() => (deck ? deckFontIds(deck).join(' ') : ''), [deck]);
  useEffect(() => {
    for (const id of ids.split(' ')) if (id) loadWebFont(id);
  }, [ids]);
}

import type { DeckElement, ImageElement } from '@slidecraft/deck';
import type { ColorContext } from '../../deck-import/reader/color.js';
import { IDENTITY, type PictureStore } from '../../deck-import/reader/context.js';
import type { PptxPackage } from '../../deck-import/reader/package.js';
import { shapeTree } from '../../deck-import/reader/placeholders.js';
import { readTree } from '../../deck-import/reader/shapes.js';
import type { ThemeInfo } from '../../deck-import/reader/theme.js';
import type { XNode } from '../../deck-import/reader/xml.js';

export interface PartReadContext {
  pkg: PptxPackage;
  theme: ThemeInfo;
  colors: ColorContext;
  pictures: PictureStore;
}

/**
 * A master's or layout's own shapes and pictures (bands, lines, logos), not its placeholders,
 * as deck elements in paint order: the import's reader, so they are drawn as an imported slide
 * draws them. Ids carry the part's prefix, so the master's and a layout's never collide.
 */
export async function ownElements(
  root: XNode,
  part: string,
  prefix: string,
  context: PartReadContext,
): Promise<DeckElement[]> {
  const tree = shapeTree(root);
  if (!tree) return [];
  const elements: DeckElement[] = [];
  let counter = 0;
  await readTree(
    tree,
    {
      ...context,
      part,
      slide: 0,
      placeholders: {},
      notes: [],
      elements,
      nextId: () => `${prefix}-${++counter}`,
    },
    IDENTITY,
    { skipPlaceholders: true },
  );
  return elements;
}

/** Of a part's pictures, the ones short of covering most of the page: logos, not backgrounds. */
export function logosOf(
  elements: readonly DeckElement[],
  page: { width: number; height: number },
): ImageElement[] {
  const pageArea = page.width * page.height;
  return elements.filter(
    (element): element is ImageElement =>
      element.type === 'image' && element.w * element.h < 0.6 * pageArea,
  );
}

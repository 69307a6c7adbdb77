import { outlineTree, type Outline, type OutlineNode } from '@slidecraft/contract/outline';
import {
  DECK_VERSION,
  type DeckDocument,
  type DeckElement,
  type Slide,
  type TextElement,
} from '../model.js';

/** Test helpers: imported slides written by hand, as the PPTX reader returns them. */

export interface TextOptions {
  font?: TextElement['font'];
  size?: number;
  /** Every paragraph bulleted. */
  bullets?: boolean;
  /** Indent level per paragraph. */
  levels?: number[];
}

export function text(
  id: string,
  frame: { x: number; y: number; w: number; h: number },
  lines: readonly string[],
  options: TextOptions = {},
): TextElement {
  const size = options.size ?? 18;
  return {
    type: 'text',
    id,
    ...frame,
    font: options.font ?? 'body',
    paragraphs: lines.map((line, i) => ({
      runs: [{ text: line, size, color: '333333', fontFace: 'Arial' }],
      ...(options.bullets ? { bullet: { char: '•', indent: 27 } } : {}),
      ...(options.levels?.[i] ? { level: options.levels[i] } : {}),
    })),
    align: 'left',
    valign: 'top',
    lineHeight: 1.2,
    paragraphSpacing: 0,
    inset: 7.2,
  };
}

/** A rounded box with text in it, as a diagram or SmartArt is read. */
export function textShape(
  id: string,
  frame: { x: number; y: number; w: number; h: number },
  words: string,
): DeckElement {
  const { font, paragraphs, align, valign, lineHeight, paragraphSpacing, inset } = text(id, frame, [
    words,
  ]);
  return {
    type: 'shape',
    id,
    ...frame,
    geometry: 'roundRect',
    fill: { color: '4472C4' },
    text: { font, paragraphs, align, valign, lineHeight, paragraphSpacing, inset },
  };
}

export const title = (id: string, words: string) =>
  text(id, { x: 36, y: 22, w: 800, h: 60 }, [words], { font: 'heading', size: 32 });

export const picture = (
  id: string,
  frame: { x: number; y: number; w: number; h: number },
  uuid: string,
): DeckElement => ({
  type: 'image',
  id,
  ...frame,
  src: `attachment:${uuid}`,
});

export const band = (id: string): DeckElement => ({
  type: 'shape',
  id,
  x: 0,
  y: 510,
  w: 960,
  h: 30,
  geometry: 'rect',
  fill: { color: 'C00000' },
});

export function slide(id: string, elements: DeckElement[], layout = 'pptx:obj'): Slide {
  return { id, layout, elements, notes: '' };
}

export function deckOf(slides: Slide[]): DeckDocument {
  return {
    version: DECK_VERSION,
    title: 'Imported',
    themeId: 'clean-blue',
    page: { width: 960, height: 540 },
    slides,
    imported: { format: 'pptx' },
  };
}

/** uuids for attachment sources. */
export const UUID = {
  logo: '11111111-1111-4111-8111-111111111111',
  photo: '22222222-2222-4222-8222-222222222222',
  other: '33333333-3333-4333-8333-333333333333',
} as const;

/**
 * An outline as a file someone wrote would have it: a slide per heading, its title in the title
 * placeholder and its points in one bulleted body box (a chapter without points on a
 * section-header layout), then a thank-you slide.
 */
export function importedOutline(outline: Outline): DeckDocument {
  const slides: Slide[] = [];
  const add = (node: OutlineNode) => {
    const points = node.children.filter((child) => child.kind === 'point').map((p) => p.title);
    const body = text('e2', { x: 36, y: 110, w: 880, h: 380 }, points, { bullets: true });
    const layout = node.kind === 'chapter' && points.length === 0 ? 'pptx:secHead' : 'pptx:obj';
    slides.push(
      slide(
        `s${slides.length + 1}`,
        [title('e1', node.title), ...(points.length ? [body] : [])],
        layout,
      ),
    );
    for (const child of node.children) if (child.kind !== 'point') add(child);
  };
  for (const root of outlineTree(outline)) add(root);
  slides.push(slide(`s${slides.length + 1}`, [title('e1', '谢谢')]));
  return deckOf(slides);
}

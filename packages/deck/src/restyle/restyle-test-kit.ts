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

import { toCleanText } from '@slidecraft/contract';

/**
 * What every parser produces: the document as a flat run of blocks. Heading levels are the
 * source's own (1 = its largest, any depth); the outline builder turns them into outline levels.
 */
export type DocBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  /** A list item, a bullet or a mind-map leaf: already a point. */
  | { kind: 'item'; text: string };

export interface ImportedDocument {
  /** A title from the file's metadata (core properties, PDF info, OPML head), if any. */
  title?: string;
  blocks: DocBlock[];
}

// Zero-width characters and the byte order mark carry no text but defeat emptiness checks.
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/** One line of text: control characters and invisible characters dropped, spaces collapsed. */
export function cleanLine(text: string): string {
  return toCleanText(text).replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Adds a block when its text is not empty after cleaning. */
export function pushBlock(blocks: DocBlock[], block: DocBlock): void {
  const text = cleanLine(block.text);
  if (text) blocks.push({ ...block, text });
}

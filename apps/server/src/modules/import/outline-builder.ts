import {
  AppError,
  ErrorCode,
  OUTLINE_HEADING_MAX,
  OUTLINE_MAX_LENGTH,
  parseOutline,
  serializeOutline,
  type OutlineItem,
} from '@slidecraft/contract';
import type { ChatModel } from '../../providers/llm/chat-model.js';
import type { DocBlock, ImportedDocument } from './document.js';
import { refuse } from './limits.js';
import { capText, splitSentences } from './sentences.js';
import { writePoints, type HeadingBody, type PointWriterOptions } from './summarise.js';

/** Deepest outline heading level: title, chapter, section, sub-section. */
const MAX_LEVEL = 4;
/** Longest subtitle taken from the prose before the first chapter. */
const SUBTITLE_CHARS = 60;

type Body = HeadingBody['body'][number];

/** The document as outline levels, before points are written. */
export interface StructuredDocument {
  title: string;
  subtitle?: string;
  headings: { level: number; text: string; body: Body[] }[];
}

/** Distinct heading levels of the source mapped to ranks 1..n (so h1, h3 with no h2 is 1, 2). */
function headingRanks(blocks: DocBlock[]): (level: number) => number {
  const levels = [...new Set(blocks.flatMap((b) => (b.kind === 'heading' ? [b.level] : [])))].sort(
    (a, b) => a - b,
  );
  return (level) => levels.indexOf(level) + 1;
}

/**
 * Maps the source's headings to outline levels (docs/decisions.md, "Outline imports"):
 * - levels are ranked, so a level the source never uses is no gap;
 * - a single top-ranked heading that comes first is the deck title; otherwise the title comes
 *   from the metadata or the file name and the top rank becomes the chapters;
 * - more than four levels is 5406, a jump of more than one level is 5407, and a document
 *   without any heading under its title is 5407 too: the chat-import stream (the client's
 *   fallback for both) is what turns free prose into an outline. Nothing readable is 5405.
 */
export function structureDocument(
  doc: ImportedDocument,
  fallbackTitle: string,
): StructuredDocument {
  const { blocks } = doc;
  const firstHeading = blocks.find((b) => b.kind === 'heading');
  if (!firstHeading) {
    if (blocks.length === 0) throw new AppError(ErrorCode.OUTLINE_EMPTY, 'nothing readable');
    throw new AppError(ErrorCode.OUTLINE_LEVEL_ERROR, 'no headings');
  }
  const rank = headingRanks(blocks);
  const topCount = blocks.filter((b) => b.kind === 'heading' && rank(b.level) === 1).length;
  const titleIsHeading = rank(firstHeading.level) === 1 && topCount === 1;
  const title = titleIsHeading ? firstHeading.text : cleanTitle(doc.title) || fallbackTitle;
  const offset = titleIsHeading ? 0 : 1;

  const preface: Body[] = [];
  const headings: StructuredDocument['headings'] = [];
  for (const block of blocks) {
    if (block.kind !== 'heading') (headings.at(-1)?.body ?? preface).push(block);
    else if (block !== firstHeading || !titleIsHeading)
      headings.push({ level: rank(block.level) + offset, text: block.text, body: [] });
  }
  if (headings.length === 0) throw new AppError(ErrorCode.OUTLINE_LEVEL_ERROR, 'no chapters');

  const deepest = Math.max(...headings.map((h) => h.level));
  if (deepest > MAX_LEVEL)
    throw new AppError(ErrorCode.OUTLINE_TOO_MANY_LEVELS, `${deepest} heading levels`);
  let previous = 1;
  for (const heading of headings) {
    if (heading.level > previous + 1)
      throw new AppError(
        ErrorCode.OUTLINE_LEVEL_ERROR,
        `level ${heading.level} after level ${previous}`,
      );
    previous = heading.level;
  }

  // The outline has no points under the title: the first sentence of the preface is the
  // subtitle, the rest of it (a cover page, an abstract) is left out.
  const lead = preface[0] && splitSentences(preface[0].text)[0];
  return {
    title: capText(title, OUTLINE_HEADING_MAX),
    ...(lead ? { subtitle: capText(lead, SUBTITLE_CHARS).replace(/;/g, '；') } : {}),
    headings,
  };
}

function cleanTitle(title: string | undefined): string {
  return title?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * The outline text of a document: structure, points (model or offline rules), then the
 * contract's own parser as the last check, so that what is returned always round-trips.
 */
export async function buildOutline(
  doc: ImportedDocument,
  fallbackTitle: string,
  model: ChatModel | null,
  options: PointWriterOptions,
): Promise<string> {
  const structured = structureDocument(doc, fallbackTitle);
  const points = await writePoints(
    structured.headings.map((h) => ({ heading: h.text, body: h.body })),
    model,
    options,
  );

  const items: OutlineItem[] = [];
  let seq = 0;
  const add = (item: Omit<OutlineItem, 'id'>): OutlineItem => {
    const full = { id: `i${++seq}`, ...item };
    items.push(full);
    return full;
  };
  const title = add({ parentId: null, kind: 'title', title: structured.title });
  if (structured.subtitle) title.subTitle = structured.subtitle;
  const open: OutlineItem[] = [title];
  const kinds = { 2: 'chapter', 3: 'section', 4: 'subsection' } as const;
  structured.headings.forEach((heading, index) => {
    const level = heading.level as 2 | 3 | 4;
    const item = add({
      parentId: open[level - 2]!.id,
      kind: kinds[level],
      title: capText(heading.text, OUTLINE_HEADING_MAX),
    });
    open[level - 1] = item;
    open.length = level;
    for (const point of points[index] ?? [])
      add({ parentId: item.id, kind: 'point', title: point });
  });

  const text = serializeOutline({ items });
  if (text.length > OUTLINE_MAX_LENGTH) throw refuse('outlineTooLong');
  return serializeOutline(parseOutline(text));
}

/**
 * The document as plain outline-like text for the parse call (the chat-import fallback's input):
 * '#' per ranked level at any depth, '* ' items, paragraphs as they are; cut at a line end.
 */
export function documentAsText(
  doc: ImportedDocument,
  fallbackTitle: string,
  maxChars: number,
): { title: string; text: string } {
  const rank = headingRanks(doc.blocks);
  const first = doc.blocks.find((b) => b.kind === 'heading');
  const title = cleanTitle(doc.title) || first?.text || fallbackTitle;
  const lines = doc.blocks.map((block) =>
    block.kind === 'heading'
      ? `${'#'.repeat(rank(block.level))} ${block.text}`
      : block.kind === 'item'
        ? `* ${block.text}`
        : block.text,
  );
  let text = '';
  for (const line of lines) {
    if (text.length + line.length + 1 > maxChars) break;
    text += `${line}\n`;
  }
  return { title: capText(title, OUTLINE_HEADING_MAX), text };
}

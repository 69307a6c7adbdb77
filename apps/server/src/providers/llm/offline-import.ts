import { AppError, ErrorCode, type Locale } from '@slidecraft/contract';
import { COMPOSER_PHRASES } from './offline-phrases.js';

/**
 * Extractive rules that turn document text into the outline text format without a model
 * (offline chat import, offline typed chat, and the import fallback): headings keep their
 * levels, list items become points, and each paragraph is represented by its first sentence.
 * Nothing is invented; what does not fit the caps below is left out.
 */

/** Caps that keep an imported outline a deck, not a copy of the document. */
export const IMPORT_RULES = {
  /** Chapters when the text has no headings (paragraphs are grouped to fit). */
  maxChapters: 12,
  /** Headings of any level kept from a structured document. */
  maxHeadings: 60,
  pointsPerHeading: 6,
  /** Characters; longer headings and points are cut with an ellipsis. */
  headingLength: 40,
  pointLength: 80,
  /** A line this short without closing punctuation reads as a heading in plain text. */
  shortLine: 30,
} as const;

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'item'; text: string }
  | { kind: 'para'; text: string };

const CN_NUMBER = '[一二三四五六七八九十百零〇两]+';
/** Heading patterns of Chinese and numbered documents, with the level each stands for. */
const HEADING_PATTERNS: { pattern: RegExp; level: (m: RegExpExecArray) => number }[] = [
  { pattern: /^(#{1,6})\s+(.+)$/, level: (m) => m[1]!.length },
  { pattern: new RegExp(`^第(?:${CN_NUMBER}|\\d+)[章部篇]\\s*(.*)$`), level: () => 2 },
  { pattern: new RegExp(`^第(?:${CN_NUMBER}|\\d+)节\\s*(.*)$`), level: () => 3 },
  { pattern: new RegExp(`^${CN_NUMBER}[、.．]\\s*(.+)$`), level: () => 2 },
  { pattern: new RegExp(`^[(（]${CN_NUMBER}[)）]\\s*(.+)$`), level: () => 3 },
  // 1.1 / 1.1.1 (two or more numbers): a numbered heading of that depth.
  { pattern: /^(\d+(?:\.\d+){1,3})\.?\s+(\S.*)$/, level: (m) => m[1]!.split('.').length + 1 },
];
/** List items: bullets, `1.` `1)` `1、` `(1)` and circled numbers (not `1.5亿` or `-5%`). */
const ITEM =
  /^(?:[-*+]\s+|[•·▪●]\s*|\d{1,2}[.．](?!\d)\s*|\d{1,2}[)、）]\s*|[(（]\d{1,2}[)）]\s*|[①-⑳]\s*)(\S.*)$/;
const CLOSING_PUNCTUATION = /[。！？!?；;：:，,.、]$/;
const SENTENCE_END = /[。！？!?；;.…”」』)）]$/;

const chars = (s: string) => Array.from(s);
function cut(text: string, max: number): string {
  const all = chars(text);
  return all.length <= max ? text : `${all.slice(0, max - 1).join('')}…`;
}

/** Sentences of a paragraph, closing punctuation kept inside each. */
export function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[。！？!?；])|(?<=[.;])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence as a point: no closing full stop, no markdown emphasis, within the length cap. */
function asPoint(text: string): string {
  const plain = text
    .replace(/[*_`]{1,3}([^*_`]+)[*_`]{1,3}/g, '$1')
    .replace(/[。.；;]+$/, '')
    .trim();
  return cut(plain, IMPORT_RULES.pointLength);
}

function asHeading(text: string): string {
  return cut(
    text
      .replace(/[*_`#]/g, '')
      .replace(/[。.：:]+$/, '')
      .trim(),
    IMPORT_RULES.headingLength,
  );
}

/** Joins wrapped lines of one paragraph: no space between CJK characters, one otherwise. */
function joinLines(lines: string[]): string {
  return lines.reduce((text, line) => {
    if (!text) return line;
    const cjkSeam =
      /[\u3000-\u9fff\uff00-\uffef]$/.test(text) || /^[\u3000-\u9fff\uff00-\uffef]/.test(line);
    return cjkSeam ? `${text}${line}` : `${text} ${line}`;
  }, '');
}

function classify(line: string): Block | null {
  for (const { pattern, level } of HEADING_PATTERNS) {
    const m = pattern.exec(line);
    if (m) {
      const text = m[m.length - 1]!.trim();
      return text ? { kind: 'heading', level: level(m), text } : null;
    }
  }
  const item = ITEM.exec(line);
  return item ? { kind: 'item', text: item[1]! } : null;
}

/** Headings, list items and paragraphs (blank lines or structure end a paragraph). */
function readBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'para', text: joinLines(paragraph) });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || /^(```|---+|\*\*\*+|>\s*$)/.test(line)) {
      flush();
      continue;
    }
    const block = classify(line.replace(/^>\s*/, ''));
    if (block) {
      flush();
      blocks.push(block);
      continue;
    }
    paragraph.push(line.replace(/^>\s*/, ''));
    // A line wrapped mid-sentence (long, no closing punctuation) goes on; any other line ends
    // its paragraph: one line per paragraph is how most Chinese text is written, and a short
    // line may be a heading.
    if (isShortLine(line) || SENTENCE_END.test(line)) flush();
  }
  flush();
  return blocks;
}

const isShortLine = (text: string) =>
  chars(text).length <= IMPORT_RULES.shortLine && !CLOSING_PUNCTUATION.test(text);

/**
 * Plain text without any heading: short lines standing alone (a title, section names) are
 * headings, when there are at least two of them besides the first line.
 */
function promoteShortLines(blocks: Block[]): Block[] {
  if (blocks.some((b) => b.kind === 'heading')) return blocks;
  const short = blocks.filter((b, i) => i > 0 && b.kind === 'para' && isShortLine(b.text));
  if (short.length < 2) return blocks;
  return blocks.map((b, i) =>
    i > 0 && b.kind === 'para' && isShortLine(b.text)
      ? { kind: 'heading', level: 2, text: b.text }
      : b,
  );
}

/** The deck title: a lone top heading, else a short first line, else the first sentence. */
function takeTitle(blocks: Block[]): { title: string; rest: Block[] } {
  const headings = blocks.filter((b) => b.kind === 'heading');
  const top = Math.min(...headings.map((h) => h.level));
  const first = blocks[0]!;
  if (first.kind === 'heading' && headings.filter((h) => h.level === top).length === 1) {
    return { title: first.text, rest: blocks.slice(1) };
  }
  if (first.kind === 'para' && isShortLine(first.text)) {
    return { title: first.text, rest: blocks.slice(1) };
  }
  const text = first.text;
  return { title: sentences(text)[0] ?? text, rest: blocks };
}

/** Each paragraph's first sentence, or each paragraph's sentences when there are few of them. */
function chaptersFromParagraphs(blocks: Block[]): string[] {
  const groupSize = Math.ceil(blocks.length / IMPORT_RULES.maxChapters);
  const lines: string[] = [];
  for (let i = 0; i < blocks.length; i += groupSize) {
    const group = blocks.slice(i, i + groupSize);
    const lead = sentences(group[0]!.text);
    // The heading is the opening clause of the group's first sentence.
    const heading = asHeading((lead[0] ?? group[0]!.text).split(/[，,：:]/)[0]!);
    const points = group.length === 1 ? lead : group.map((b) => sentences(b.text)[0] ?? b.text);
    lines.push(`## ${heading}`);
    for (const point of points.slice(0, IMPORT_RULES.pointsPerHeading))
      lines.push(`* ${asPoint(point)}`);
  }
  return lines;
}

/** Headings rebased to chapters (##) and never skipping a level; content under each. */
function chaptersFromHeadings(blocks: Block[], overview: string): string[] {
  const headingLevels = blocks
    .filter((b) => b.kind === 'heading')
    .map((b) => (b as { level: number }).level);
  const shift = Math.min(...headingLevels) - 2;
  const lines: string[] = [];
  let level = 1;
  let headings = 0;
  let points = 0;
  let keep = true;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      headings += 1;
      keep = headings <= IMPORT_RULES.maxHeadings;
      if (!keep) continue;
      level = Math.min(block.level - shift, level + 1, 4);
      lines.push(`${'#'.repeat(level)} ${asHeading(block.text)}`);
      points = 0;
      continue;
    }
    if (!keep || points >= IMPORT_RULES.pointsPerHeading) continue;
    if (level === 1) {
      // Text before the first heading: an overview chapter rather than points of the title.
      lines.push(`## ${overview}`);
      level = 2;
    }
    const text = block.kind === 'item' ? block.text : (sentences(block.text)[0] ?? block.text);
    lines.push(`* ${asPoint(text)}`);
    points += 1;
  }
  return lines;
}

/**
 * Document text to outline text. Throws AppError 5405 when the text has nothing to keep.
 */
export function outlineFromText(text: string, locale: Locale): string {
  const blocks = promoteShortLines(readBlocks(text)).filter((b) => asPoint(b.text) !== '');
  if (blocks.length === 0) throw new AppError(ErrorCode.OUTLINE_EMPTY, 'no text to import');
  const { title, rest } = takeTitle(blocks);
  const body = rest.length > 0 ? rest : blocks;
  const hasHeadings = body.some((b) => b.kind === 'heading');
  const lines = [
    `# ${asHeading(title) || COMPOSER_PHRASES[locale].overview}`,
    ...(hasHeadings
      ? chaptersFromHeadings(body, COMPOSER_PHRASES[locale].overview)
      : chaptersFromParagraphs(body)),
  ];
  return `${lines.join('\n')}\n`;
}

/** Free-text offline answer: the first sentence of each paragraph or item, as points. */
export function summarizeText(text: string): string {
  const blocks = readBlocks(text);
  const lines = blocks
    .map((b) => asPoint(b.kind === 'para' ? (sentences(b.text)[0] ?? b.text) : b.text))
    .filter(Boolean)
    .slice(0, 8);
  if (lines.length === 0) throw new AppError(ErrorCode.OUTLINE_EMPTY, 'no text');
  return lines.map((line) => `* ${line}\n`).join('');
}

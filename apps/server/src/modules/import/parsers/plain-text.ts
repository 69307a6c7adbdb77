import { pushBlock, type DocBlock, type ImportedDocument } from '../document.js';
import type { ExtractionBudget } from '../limits.js';
import { classifyNumbered, stripItemNumber } from '../numbered-headings.js';

/** A standalone short line without closing punctuation: a heading when nothing is numbered. */
const STANDALONE_CHARS = 30;
const PROSE_END = /[。！？；，,.!?;：:]$/;
/** A line this long that does not end a sentence was wrapped by the editor: join the next one. */
const WRAPPED_CHARS = 60;

const isShortLine = (line: string) =>
  Array.from(line).length <= STANDALONE_CHARS && !PROSE_END.test(line);

/**
 * Plain text: numbered headings ("第一章", "一、", "（一）", "1.", "1.1", "1.1.1") at their style's
 * level, numbered lines that read as sentences and "(1)" lines as points, the other lines as
 * paragraphs (hard-wrapped lines joined). A short first line is the title. Without any numbered
 * heading, a short line standing alone between blank lines is a heading.
 */
export function parsePlainText(text: string, budget: ExtractionBudget): ImportedDocument {
  const lines = text.split('\n').map((line) => line.trim());
  const firstIndex = lines.findIndex(Boolean);
  const numbered = lines.map((line) => (line ? classifyNumbered(line) : null));
  const anyNumberedHeading = numbered.some((n) => n?.kind === 'heading');
  const blocks: DocBlock[] = [];
  let paragraph = '';

  const flush = () => {
    if (paragraph) pushBlock(blocks, { kind: 'paragraph', text: budget.text(paragraph) });
    paragraph = '';
  };

  lines.forEach((line, i) => {
    if (!line) return flush();
    const kind = numbered[i];
    const standalone = !lines[i - 1] && !lines[i + 1] && isShortLine(line);
    if (i === firstIndex && !kind && isShortLine(line) && lines.length > i + 1) {
      pushBlock(blocks, { kind: 'heading', level: 0, text: budget.text(line) });
    } else if (kind?.kind === 'heading') {
      flush();
      pushBlock(blocks, { kind: 'heading', level: kind.level, text: budget.text(line) });
    } else if (kind?.kind === 'item') {
      flush();
      pushBlock(blocks, { kind: 'item', text: budget.text(stripItemNumber(line)) });
    } else if (!anyNumberedHeading && standalone) {
      flush();
      pushBlock(blocks, { kind: 'heading', level: 10, text: budget.text(line) });
    } else {
      // Lines that end a sentence (or are short) stand alone; a long unfinished one was wrapped.
      const wrapped =
        paragraph && !PROSE_END.test(paragraph) && Array.from(paragraph).length >= WRAPPED_CHARS;
      if (paragraph && !wrapped) flush();
      paragraph = paragraph
        ? `${paragraph}${/[\u3000-\u9fff]$/.test(paragraph) ? '' : ' '}${line}`
        : line;
    }
  });
  flush();
  return { blocks };
}

/** Numbered headings found in paragraphs of another format (docx or PDF without heading styles). */
export function headingsFromNumbering(blocks: DocBlock[]): DocBlock[] | null {
  const out = blocks.map((block): DocBlock => {
    if (block.kind !== 'paragraph') return block;
    const kind = classifyNumbered(block.text);
    return kind?.kind === 'heading'
      ? { kind: 'heading', level: kind.level, text: block.text }
      : block;
  });
  return out.some((block) => block.kind === 'heading') ? out : null;
}

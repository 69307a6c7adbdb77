import { pushBlock, type DocBlock, type ImportedDocument } from '../document.js';
import type { ExtractionBudget } from '../limits.js';

/**
 * Inline Markdown to plain text: images dropped, links to their text, emphasis and code marks
 * removed. Every pattern is bounded or cannot backtrack, so a hostile line stays linear.
 */
export function stripInline(text: string): string {
  return text
    .replace(/!\[[^\]]{0,500}\]\([^)]{0,2000}\)/g, '')
    .replace(/\[([^\]]{0,500})\]\([^)]{0,2000}\)/g, '$1')
    .replace(/\[([^\]]{0,500})\]\[[^\]]{0,100}\]/g, '$1')
    .replace(/<[^<>]{1,200}>/g, '')
    .replace(/\*\*|__|~~|`/g, '')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!>|])/g, '$1');
}

/** The text of an ATX heading line (`## Title ##`), or null; by hand, to stay linear. */
function atxHeading(line: string): { level: number; text: string } | null {
  const match = /^ {0,3}(#{1,6})(?:[ \t]|$)/.exec(line);
  if (!match) return null;
  let text = line.slice(match[0].length).trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  // A closing run of '#' counts only after a space (or when it is all there is).
  if (end === 0 || text[end - 1] === ' ' || text[end - 1] === '\t')
    text = text.slice(0, end).trim();
  return { level: match[1]!.length, text };
}

const FENCE = /^ {0,3}(```|~~~)/;
const SETEXT_1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_2 = /^ {0,3}-+[ \t]*$/;
const RULE = /^ {0,3}([-*_])[ \t]*(\1[ \t]*){2,}$/;
const LIST = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(.*)$/;
const TABLE_RULE = /^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*$/;
const FRONT_MATTER_TITLE = /^title:\s*(.*)$/;

/**
 * Markdown (CommonMark's block structure, enough of it for outlines): ATX and setext headings,
 * list items as points, paragraphs joined across lines; code blocks, rules, HTML comments and
 * table rules are skipped; a YAML front matter `title:` is the metadata title.
 */
export function parseMarkdown(text: string, budget: ExtractionBudget): ImportedDocument {
  const lines = text.split('\n');
  const blocks: DocBlock[] = [];
  let title: string | undefined;
  let paragraph: string[] = [];
  let fence: string | null = null;
  let comment = false;
  let start = 0;

  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      for (const line of lines.slice(1, end)) {
        const match = FRONT_MATTER_TITLE.exec(line.trim());
        if (match?.[1]) title = match[1].replace(/^["']|["']$/g, '');
      }
      start = end + 1;
    }
  }

  const flush = () => {
    if (paragraph.length > 0)
      pushBlock(blocks, { kind: 'paragraph', text: budget.text(stripInline(paragraph.join(' '))) });
    paragraph = [];
  };

  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (comment) {
      if (line.includes('-->')) comment = false;
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1]!;
      continue;
    }
    if (/^\s*<!--/.test(line) && !line.includes('-->')) {
      flush();
      comment = true;
      continue;
    }
    if (paragraph.length > 0 && (SETEXT_1.test(line) || SETEXT_2.test(line))) {
      const level = SETEXT_1.test(line) ? 1 : 2;
      const heading = stripInline(paragraph.join(' '));
      paragraph = [];
      pushBlock(blocks, { kind: 'heading', level, text: budget.text(heading) });
      continue;
    }
    const atx = atxHeading(line);
    if (atx) {
      flush();
      pushBlock(blocks, {
        kind: 'heading',
        level: atx.level,
        text: budget.text(stripInline(atx.text)),
      });
      continue;
    }
    if (line.trim() === '' || RULE.test(line) || TABLE_RULE.test(line)) {
      flush();
      continue;
    }
    const item = LIST.exec(line);
    if (item) {
      flush();
      pushBlock(blocks, { kind: 'item', text: budget.text(stripInline(item[1]!)) });
      continue;
    }
    const content = line.replace(/^\s*(>\s?)+/, '');
    if (/^\s*\|/.test(content)) {
      flush();
      const cells = content.split('|').map((cell) => stripInline(cell.trim()));
      pushBlock(blocks, { kind: 'item', text: budget.text(cells.filter(Boolean).join(' / ')) });
      continue;
    }
    paragraph.push(content.trim());
  }
  flush();
  return { ...(title ? { title } : {}), blocks };
}

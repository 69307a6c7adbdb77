import mammoth from 'mammoth';
import type { SafeArchive } from '../archive.js';
import { pushBlock, type DocBlock, type ImportedDocument } from '../document.js';
import type { ExtractionBudget } from '../limits.js';
import { assertSafeXml } from '../xml.js';
import { coreTitle } from './office-core.js';
import { headingsFromNumbering } from './plain-text.js';

/** The part of mammoth's document model we read (its types say `any`). */
interface WordNode {
  type: string;
  children?: WordNode[];
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  numbering?: unknown;
}

/** "Heading 1".."Heading 9" in English Word, "标题 1".. in WPS and some Chinese templates. */
const HEADING_NAME = /^(?:heading|标题)\s*([1-9])$/i;
const HEADING_ID = /^heading([1-9])$/i;
const TITLE = /^(?:title|标题)$/i;

function paragraphText(node: WordNode): string {
  let text = '';
  const stack = [...(node.children ?? [])].reverse();
  while (stack.length > 0) {
    const child = stack.pop()!;
    if (child.type === 'text') text += child.value ?? '';
    else if (child.type === 'tab' || child.type === 'break') text += ' ';
    // Footnote and comment references carry no text of the paragraph itself.
    else if (child.children) stack.push(...[...child.children].reverse());
  }
  return text;
}

function headingLevel(node: WordNode): number | null {
  const byName = HEADING_NAME.exec(node.styleName ?? '') ?? HEADING_ID.exec(node.styleId ?? '');
  if (byName) return Number(byName[1]);
  return TITLE.test(node.styleName ?? '') || TITLE.test(node.styleId ?? '') ? 0 : null;
}

/**
 * Blocks from mammoth's document: heading styles give levels (Title above Heading 1), numbered
 * paragraphs are items, table rows are items of their cells, the rest are paragraphs.
 */
function collectBlocks(document: WordNode, budget: ExtractionBudget): DocBlock[] {
  const blocks: DocBlock[] = [];
  const stack = [...(document.children ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'paragraph') {
      const text = budget.text(paragraphText(node));
      const level = headingLevel(node);
      if (level !== null) pushBlock(blocks, { kind: 'heading', level, text });
      else pushBlock(blocks, { kind: node.numbering ? 'item' : 'paragraph', text });
    } else if (node.type === 'tableRow') {
      const cells = (node.children ?? []).map((cell) =>
        (cell.children ?? [])
          .filter((p) => p.type === 'paragraph')
          .map(paragraphText)
          .join(' '),
      );
      pushBlock(blocks, {
        kind: 'item',
        text: budget.text(cells.filter((c) => c.trim()).join(' / ')),
      });
    } else if (node.children) {
      stack.push(...[...node.children].reverse());
    }
  }
  return blocks;
}

/**
 * The archive as mammoth's zip interface, so that every part mammoth reads goes through the
 * bomb-protected reader and every XML part through the DOCTYPE / depth guard first.
 */
function guardedDocxFile(archive: SafeArchive, budget: ExtractionBudget) {
  return {
    exists: (name: string) => archive.has(name),
    read: async (name: string, encoding?: string) => {
      budget.tick();
      const bytes = await archive.read(name);
      if (encoding === 'base64') return Buffer.from(bytes).toString('base64');
      if (!encoding) return bytes;
      const text = new TextDecoder(encoding).decode(bytes);
      if (/\.(xml|rels)$/i.test(name)) assertSafeXml(text);
      return text;
    },
    write: () => undefined,
    toArrayBuffer: () => Promise.reject(new Error('read-only')),
  };
}

/**
 * Word documents through mammoth's document model (never its HTML): images are not read,
 * linked external files never (externalFileAccess off). Without heading styles, numbered
 * paragraphs ("一、", "1.1") are tried as headings.
 */
export async function parseDocx(
  archive: SafeArchive,
  budget: ExtractionBudget,
): Promise<ImportedDocument> {
  let blocks: DocBlock[] = [];
  // mammoth accepts an opened zip as `file` (lib/unzip.js); its typings list only path/buffer.
  const input = { file: guardedDocxFile(archive, budget) } as unknown as { buffer: Buffer };
  await mammoth.convertToHtml(input, {
    externalFileAccess: false,
    convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    transformDocument: (document: WordNode) => {
      blocks = collectBlocks(document, budget);
      return document;
    },
  });
  if (!blocks.some((block) => block.kind === 'heading'))
    blocks = headingsFromNumbering(blocks) ?? blocks;
  const title = await coreTitle(archive);
  return { ...(title ? { title } : {}), blocks };
}

import { IMPORT_MAX_CHARS } from '@slidecraft/contract';
import type { DetectedFile } from '../detect.js';
import type { ImportedDocument } from '../document.js';
import { refuse, type ExtractionBudget } from '../limits.js';
import { parseDocx } from './docx.js';
import { parseMarkdown } from './markdown.js';
import { parseOpml } from './opml.js';
import { parsePdf } from './pdf.js';
import { parsePlainText } from './plain-text.js';
import { parsePptx } from './pptx.js';
import { parseXmind } from './xmind.js';

/** Raw text files may carry markup and blank space around their text, but not without end. */
const RAW_TEXT_FACTOR = 3;

/** Reads a detected file into document blocks with the parser of its type. */
export async function readDocument(
  file: DetectedFile,
  budget: ExtractionBudget,
): Promise<ImportedDocument> {
  switch (file.type) {
    case 'docx':
      return parseDocx(file.archive, budget);
    case 'pptx':
      return parsePptx(file.archive, budget);
    case 'xmind':
      return parseXmind(file.archive, budget);
    case 'pdf':
      return parsePdf(file.bytes, budget);
    default: {
      if (file.text.length > IMPORT_MAX_CHARS * RAW_TEXT_FACTOR) throw refuse('tooMuchText');
      if (file.type === 'md') return parseMarkdown(file.text, budget);
      if (file.type === 'opml') return parseOpml(file.text, budget);
      return parsePlainText(file.text, budget);
    }
  }
}

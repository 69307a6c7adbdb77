import { AppError, ErrorCode } from '@slidecraft/contract';
import { SafeArchive, looksLikeZip } from '../../import/archive.js';
import { refuse, unsupported } from '../../import/limits.js';
import { PptxPackage } from '../../deck-import/reader/package.js';
import { children } from '../../deck-import/reader/xml.js';

const OLE_COMPOUND = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/**
 * What ppt/presentation.xml may be: a presentation (.pptx), a template (.potx) or a show
 * (.ppsx). The macro-enabled kinds are not taken: their code would travel with the package the
 * PPTX writer reuses.
 */
const MAIN_TYPES = new Set(
  ['presentation', 'template', 'slideshow'].map(
    (kind) => `application/vnd.openxmlformats-officedocument.presentationml.${kind}.main+xml`,
  ),
);

/** Refusals of the readers that keep their own reason; any other 5403 says "save as .pptx". */
const OWN_REASONS = new Set([
  'tooLarge',
  'unsafeArchive',
  'unsafeXml',
  'tooSlow',
  'tooMuchText',
  'noMaster',
]);

async function mainType(pkg: PptxPackage): Promise<string | undefined> {
  if (!pkg.has('[Content_Types].xml')) return undefined;
  const types = await pkg.xml('[Content_Types].xml');
  const main = children(types, 'Override').find(
    (entry) => entry.attrs.PartName?.toLowerCase() === '/ppt/presentation.xml',
  );
  return main?.attrs.ContentType;
}

/** The package of a .pptx or .potx; 5403 for anything else (a legacy or encrypted file too). */
export async function openTemplate(bytes: Buffer): Promise<PptxPackage> {
  if (bytes.length === 0) throw unsupported('empty file');
  // A legacy .ppt and an encrypted .pptx are both OLE compound files.
  if (bytes.subarray(0, 8).equals(OLE_COMPOUND)) throw unsupported('OLE compound file');
  if (!looksLikeZip(bytes)) throw unsupported('not a zip');
  const pkg = new PptxPackage(await SafeArchive.open(bytes));
  if (!pkg.has('ppt/presentation.xml')) throw unsupported('zip without ppt/presentation.xml');
  if (!MAIN_TYPES.has((await mainType(pkg)) ?? '')) throw unsupported('not a presentation');
  return pkg;
}

/**
 * Runs a read of the template with every failure of reading it as a 5403 the user can act on:
 * its own reason for the caps and a template without a usable master, 'save as .pptx' for the
 * rest (a broken zip, malformed XML, a part missing, anything the reader trips over).
 */
export async function asTemplateRefusal<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.code !== ErrorCode.UNSUPPORTED_FILE) throw err;
    if (err instanceof AppError && OWN_REASONS.has(err.message)) throw err;
    throw refuse('notPptx');
  }
}

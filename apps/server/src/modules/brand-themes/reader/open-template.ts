import {
  asPptxRefusal,
  openPptxPackage,
  type PptxPackage,
} from '../../deck-import/reader/package.js';
import { children } from '../../deck-import/reader/xml.js';
import { unsupported } from '../../import/limits.js';

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
  const pkg = await openPptxPackage(bytes);
  if (!MAIN_TYPES.has((await mainType(pkg)) ?? '')) throw unsupported('not a presentation');
  return pkg;
}

/**
 * Runs a read of the template with every failure of reading it as a 5403 the user can act on
 * (asPptxRefusal), a template without a usable master keeping its own reason.
 */
export const asTemplateRefusal = <T>(read: () => Promise<T>): Promise<T> =>
  asPptxRefusal(read, ['noMaster']);

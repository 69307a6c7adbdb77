import { posix } from 'node:path';
import { AppError, ErrorCode } from '@slidecraft/contract';
import { SafeArchive, looksLikeZip } from '../../import/archive.js';
import { refuse, unsupported } from '../../import/limits.js';
import { children, parseOrdered, type XNode } from './xml.js';

export interface Relationship {
  type: string;
  /** The part it points at, as an archive path; undefined for an external target. */
  target: string | undefined;
}

/** The last segment of a relationship type (`slideLayout`, `image`, `chart`, `notesSlide`, ...). */
const kindOf = (type: string) => type.slice(type.lastIndexOf('/') + 1);

/**
 * The parts of one PPTX: each XML part parsed once, relationships resolved to archive paths.
 * Every read goes through the SafeArchive, so the caps on inflated bytes hold for all of it.
 */
export class PptxPackage {
  private readonly parsed = new Map<string, Promise<XNode>>();
  private readonly texts = new Map<string, Promise<string>>();
  private readonly rels = new Map<string, Promise<Map<string, Relationship>>>();

  constructor(readonly archive: SafeArchive) {}

  has(name: string): boolean {
    return this.archive.has(name);
  }

  /**
   * Starts inflating every XML part at once. jszip inflates in small steps with a pause between
   * them, so parts read one after another spend most of their time waiting: read side by side,
   * a 50-slide deck opens several times faster. A part that fails is only an error when it is used.
   */
  prefetch(): void {
    for (const name of this.archive.names()) {
      if (!/\.(xml|rels)$/i.test(name) || this.texts.has(name)) continue;
      const text = this.archive.text(name);
      text.catch(() => undefined);
      this.texts.set(name, text);
    }
  }

  private text(name: string): Promise<string> {
    return this.texts.get(name) ?? this.archive.text(name);
  }

  xml(name: string): Promise<XNode> {
    let part = this.parsed.get(name);
    if (!part) {
      part = this.text(name).then(parseOrdered);
      this.parsed.set(name, part);
    }
    return part;
  }

  bytes(name: string): Promise<Uint8Array> {
    return this.archive.read(name);
  }

  /** The relationships of a part by id (`ppt/slides/_rels/slide1.xml.rels` for a slide). */
  relationships(part: string): Promise<Map<string, Relationship>> {
    let found = this.rels.get(part);
    if (!found) {
      found = this.readRelationships(part);
      this.rels.set(part, found);
    }
    return found;
  }

  private async readRelationships(part: string): Promise<Map<string, Relationship>> {
    const dir = posix.dirname(part);
    const relsPath = posix.join(dir, '_rels', `${posix.basename(part)}.rels`);
    const out = new Map<string, Relationship>();
    if (!this.archive.has(relsPath)) return out;
    const root = await this.xml(relsPath);
    for (const rel of children(root, 'Relationship')) {
      const id = rel.attrs.Id;
      const target = rel.attrs.Target;
      if (!id || !target) continue;
      const external = rel.attrs.TargetMode === 'External';
      const resolved = target.startsWith('/') ? target.slice(1) : posix.join(dir, target);
      out.set(id, {
        type: kindOf(rel.attrs.Type ?? ''),
        target: external || resolved.startsWith('..') ? undefined : resolved,
      });
    }
    return out;
  }

  /** The part a relationship id of `part` points at, when it is inside the package. */
  async target(part: string, id: string | undefined): Promise<string | undefined> {
    if (!id) return undefined;
    const target = (await this.relationships(part)).get(id)?.target;
    return target && this.archive.has(target) ? target : undefined;
  }

  /** The first part of a kind that `part` relates to (its layout, master, theme, notes). */
  async related(part: string, kind: string): Promise<string | undefined> {
    for (const rel of (await this.relationships(part)).values()) {
      if (rel.type === kind && rel.target && this.archive.has(rel.target)) return rel.target;
    }
    return undefined;
  }

  async requireXml(name: string | undefined, what: string): Promise<XNode> {
    if (!name || !this.archive.has(name)) throw unsupported(`pptx without ${what}`);
    return this.xml(name);
  }
}

const OLE_COMPOUND = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The package of a PresentationML file (a deck or a template), opened with the import caps;
 * 5403 for anything else: empty, an OLE compound file (a legacy .ppt or an encrypted .pptx),
 * not a zip, or a zip without ppt/presentation.xml.
 */
export async function openPptxPackage(bytes: Buffer): Promise<PptxPackage> {
  if (bytes.length === 0) throw unsupported('empty file');
  if (bytes.subarray(0, 8).equals(OLE_COMPOUND)) throw unsupported('OLE compound file');
  if (!looksLikeZip(bytes)) throw unsupported('not a zip');
  const pkg = new PptxPackage(await SafeArchive.open(bytes));
  if (!pkg.has('ppt/presentation.xml')) throw unsupported('zip without ppt/presentation.xml');
  return pkg;
}

/** Refusals that keep their own reason; any other 5403 of a reading says "save as .pptx". */
const OWN_REASONS = [
  'tooLarge',
  'tooManyPages',
  'tooMuchText',
  'unsafeArchive',
  'unsafeXml',
  'tooSlow',
];

/**
 * Runs a reading of a PPTX with every failure of reading it as a 5403 the user can act on: the
 * caps (and `ownReasons`) with their own reason, 'save as .pptx' for the rest (a broken zip,
 * malformed XML, a missing part, anything the reader trips over).
 */
export async function asPptxRefusal<T>(
  read: () => Promise<T>,
  ownReasons: string[] = [],
): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.code !== ErrorCode.UNSUPPORTED_FILE) throw err;
    if (err instanceof AppError && [...OWN_REASONS, ...ownReasons].includes(err.message)) throw err;
    throw refuse('notPptx');
  }
}

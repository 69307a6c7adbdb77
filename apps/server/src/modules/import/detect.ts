import type { ImportFileType } from '@slidecraft/contract';
import { SafeArchive, looksLikeZip } from './archive.js';
import { refuse, unsupported } from './limits.js';
import { decodeText } from './text-decode.js';

/** A file whose type was judged by its content: archives come opened, text comes decoded. */
export type DetectedFile =
  | { type: 'docx' | 'pptx' | 'xmind'; archive: SafeArchive }
  | { type: 'pdf'; bytes: Buffer }
  | { type: 'md' | 'txt' | 'opml'; text: string };

const OLE_COMPOUND = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Judges the type by content only (never the name or the declared type): `%PDF-` in the first
 * kilobyte (readers accept leading bytes), a zip whose entries say docx, pptx or XMind, or text
 * whose content says OPML, Markdown or plain text. Anything else is 5403.
 */
export async function detectFile(bytes: Buffer): Promise<DetectedFile> {
  if (bytes.length === 0) throw unsupported('empty file');
  if (bytes.subarray(0, 1024).includes('%PDF-')) return { type: 'pdf', bytes };
  // .doc / .ppt (and password-protected Office files) are OLE compound files.
  if (bytes.subarray(0, 8).equals(OLE_COMPOUND)) throw refuse('legacyOffice');
  if (looksLikeZip(bytes)) {
    const archive = await SafeArchive.open(bytes);
    const type = await archiveType(archive);
    if (!type) throw unsupported('zip of an unknown kind');
    return { type, archive };
  }
  const text = decodeText(bytes);
  if (text === null) throw unsupported('binary data');
  return { type: textType(text), text };
}

async function archiveType(archive: SafeArchive): Promise<'docx' | 'pptx' | 'xmind' | null> {
  if (archive.has('word/document.xml')) return 'docx';
  if (archive.has('ppt/presentation.xml')) return 'pptx';
  // XMind Zen (2018+) writes content.json next to metadata.json / manifest.json.
  if (archive.has('content.json') && (archive.has('metadata.json') || archive.has('manifest.json')))
    return 'xmind';
  // XMind 8 writes content.xml with an <xmap-content> root; OpenDocument files also have a
  // content.xml, so the root decides.
  if (archive.has('content.xml') && /<xmap-content[\s>]/.test(await archive.text('content.xml')))
    return 'xmind';
  return null;
}

/** Markup a text file must not be: an HTML page is refused rather than read as tag soup. */
const HTML_START = /^(?:<!doctype\s+html|<html[\s>])/i;
const OPML_ROOT = /^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<opml[\s>]/i;

function textType(text: string): Exclude<ImportFileType, 'docx' | 'pptx' | 'xmind' | 'pdf'> {
  const head = text.trimStart().slice(0, 4096);
  if (OPML_ROOT.test(head)) return 'opml';
  if (HTML_START.test(head) || head.startsWith('<?xml'))
    throw unsupported('markup that is not OPML');
  return looksLikeMarkdown(text) ? 'md' : 'txt';
}

/**
 * Markdown when one of the first lines is an ATX heading, a code fence or a setext underline,
 * or two are bullets. Line by line with anchored patterns: linear on any input.
 */
export function looksLikeMarkdown(text: string): boolean {
  // The first 2,000 lines decide; the slice keeps a 20 MB file from being split whole.
  const lines = text.slice(0, 200_000).split('\n', 2000);
  let bullets = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^ {0,3}#{1,6}[ \t]+\S/.test(line) || /^ {0,3}(```|~~~)/.test(line)) return true;
    if (i > 0 && /^ {0,3}=+[ \t]*$/.test(line) && lines[i - 1]!.trim() !== '') return true;
    if (/^[ \t]*[-*+][ \t]+\S/.test(line) && ++bullets >= 2) return true;
  }
  return false;
}

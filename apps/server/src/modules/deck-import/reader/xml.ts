import { XMLParser } from 'fast-xml-parser';
import { SAFE_XML_OPTIONS, assertSafeXml, decodeXmlText } from '../../import/xml.js';
import { unsupported } from '../../import/limits.js';

/**
 * An element of a PresentationML part with its children in document order: the order is the
 * paint order of a slide's shapes, which the import module's grouped parser (import/xml.ts)
 * loses. Names keep their prefix (`p:sp`, `a:r`): the parts we read use the usual prefixes,
 * and `prefixOf` below normalises the rare file that does not.
 */
export interface XNode {
  name: string;
  attrs: Readonly<Record<string, string>>;
  children: XNode[];
  /** The concatenated text children, decoded. */
  text: string;
}

type OrderedEntry = Record<string, unknown> & { ':@'?: Record<string, string> };

// The import module's safe options (no entities, values as strings), children kept in order.
const parser = new XMLParser({ ...SAFE_XML_OPTIONS, preserveOrder: true, attributeNamePrefix: '' });

function toNode(entry: OrderedEntry): XNode | null {
  const name = Object.keys(entry).find((key) => key !== ':@');
  if (!name || name === '#text' || name.startsWith('?') || name === '#comment') return null;
  const raw = entry[name];
  const items = Array.isArray(raw) ? (raw as OrderedEntry[]) : [];
  const children: XNode[] = [];
  let text = '';
  for (const item of items) {
    if ('#text' in item) text += String(item['#text']);
    else {
      const child = toNode(item);
      if (child) children.push(child);
    }
  }
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(entry[':@'] ?? {}))
    attrs[key] = decodeXmlText(String(value));
  return { name, attrs, children, text: decodeXmlText(text) };
}

/** Parses an untrusted part (no DTD, bounded nesting, as every import) into its root element. */
export function parseOrdered(text: string): XNode {
  assertSafeXml(text);
  let entries: OrderedEntry[];
  try {
    entries = parser.parse(text) as OrderedEntry[];
  } catch {
    throw unsupported('malformed XML');
  }
  for (const entry of entries) {
    const node = toNode(entry);
    if (node) return node;
  }
  throw unsupported('XML without a root element');
}

export const EMPTY: XNode = { name: '', attrs: {}, children: [], text: '' };

export function child(node: XNode | undefined, name: string): XNode | undefined {
  return node?.children.find((item) => item.name === name);
}

export function children(node: XNode | undefined, name: string): XNode[] {
  return node ? node.children.filter((item) => item.name === name) : [];
}

/** The element at the end of a path of child names. */
export function path(node: XNode | undefined, ...names: string[]): XNode | undefined {
  let at = node;
  for (const name of names) at = child(at, name);
  return at;
}

/** An integer attribute, or undefined when absent or not a number. */
export function intAttr(node: XNode | undefined, name: string): number | undefined {
  const value = node?.attrs[name];
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** A boolean attribute in OOXML's spelling (1/0/true/false/on/off). */
export function boolAttr(node: XNode | undefined, name: string): boolean | undefined {
  const value = node?.attrs[name];
  if (value === undefined) return undefined;
  return value === '1' || value === 'true' || value === 'on';
}

/** The plain text of a text body's paragraphs (a:p of a:r), one space between paragraphs. */
export function bodyText(body: XNode | undefined): string {
  return children(body, 'a:p')
    .map((p) =>
      children(p, 'a:r')
        .map((r) => child(r, 'a:t')?.text ?? '')
        .join(''),
    )
    .join(' ')
    .trim();
}

import { XMLParser } from 'fast-xml-parser';
import { IMPORT_LIMITS, refuse, unsupported } from './limits.js';

/** A parsed XML element: child elements by tag name, attributes as `@_name`, text as `#text`. */
export type XmlNode = { [key: string]: XmlValue };
export type XmlValue = XmlNode | XmlNode[] | string | string[] | undefined;

// Entities stay off (no DTD entity may expand, no external file or URL is ever read); the few
// predefined ones are decoded by `decodeXmlText` below. Values stay strings (no number guessing).
export const SAFE_XML_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
} as const;
const parser = new XMLParser(SAFE_XML_OPTIONS);

/**
 * Parses untrusted XML: any DOCTYPE or ENTITY declaration is refused outright (XXE and entity
 * expansion), and so is nesting deeper than the parsers' recursion can take.
 */
export function parseXml(text: string): XmlNode {
  assertSafeXml(text);
  try {
    return parser.parse(text) as XmlNode;
  } catch {
    throw unsupported('malformed XML');
  }
}

/** Refuses XML with a DOCTYPE or ENTITY declaration or deeper nesting than parsers can take. */
export function assertSafeXml(text: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw refuse('unsafeXml');
  if (nestingDepth(text) > IMPORT_LIMITS.xmlDepth) throw refuse('unsafeXml');
}

/**
 * Deepest element nesting, counted on the raw text in one linear pass (end tags and
 * self-closing tags close; comments, declarations and processing instructions are skipped).
 */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let close = -1;
  for (let open = text.indexOf('<'); open >= 0; open = text.indexOf('<', open + 1)) {
    if (close < open) close = text.indexOf('>', open);
    if (close < 0) break;
    const next = text[open + 1];
    if (next === '/') depth--;
    else if (next !== '!' && next !== '?' && text[close - 1] !== '/') max = Math.max(max, ++depth);
  }
  return max;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the predefined entities and character references (nothing else exists without a DTD). */
export function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return PREDEFINED[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The child elements named `name` (always a list). */
export function xmlChildren(node: XmlValue, name: string): XmlNode[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  const value = node[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => (typeof item === 'string' ? { '#text': item } : item));
}

/** The first child element named `name`. */
export function xmlChild(node: XmlValue, name: string): XmlNode | undefined {
  return xmlChildren(node, name)[0];
}

/** An attribute, decoded. */
export function xmlAttr(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? decodeXmlText(value) : undefined;
}

/** The element's own text, decoded. */
export function xmlText(node: XmlNode | undefined): string {
  const value = node?.['#text'];
  if (typeof value === 'string') return decodeXmlText(value);
  if (Array.isArray(value)) return decodeXmlText(value.join(''));
  return '';
}

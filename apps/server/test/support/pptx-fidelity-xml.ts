import { posix } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import JSZip from 'jszip';

/**
 * The harness reads packages on its own, with none of the reader's code, so that a mistake in
 * the reader is not made twice. Trusted test files only: no limits, entities decoded.
 *
 * Elements keep document order (a paragraph's runs, breaks and fields in sequence):
 * fast-xml-parser's preserveOrder form, one `{ [tag]: children, ':@': attributes }` per node.
 */
export type XmlElement = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  // Character references (&#x2022;) as well as the five predefined entities.
  htmlEntities: true,
});

export const tagOf = (node: XmlElement): string =>
  Object.keys(node).find((key) => key !== ':@') ?? '';

export function childrenOf(node: XmlElement | undefined): XmlElement[] {
  const value = node?.[tagOf(node)];
  return Array.isArray(value) ? (value as XmlElement[]) : [];
}

export function attr(node: XmlElement | undefined, name: string): string | undefined {
  const attributes = node?.[':@'] as Record<string, string> | undefined;
  return attributes?.[name];
}

export const children = (node: XmlElement | undefined, tag: string): XmlElement[] =>
  childrenOf(node).filter((child) => tagOf(child) === tag);

export const child = (node: XmlElement | undefined, tag: string): XmlElement | undefined =>
  childrenOf(node).find((item) => tagOf(item) === tag);

/** The element reached through `tags`, one child at a time. */
export const path = (node: XmlElement | undefined, ...tags: string[]): XmlElement | undefined =>
  tags.reduce<XmlElement | undefined>((at, tag) => child(at, tag), node);

/** The concatenated text nodes directly inside the element. */
export const textOf = (node: XmlElement | undefined): string =>
  childrenOf(node)
    .map((item) => (typeof item['#text'] === 'string' ? item['#text'] : ''))
    .join('');

/** Every element named `tag` at any depth below `node`, in document order. */
export function descendants(node: XmlElement | undefined, tag: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const item of childrenOf(node)) {
    if (tagOf(item) === tag) found.push(item);
    found.push(...descendants(item, tag));
  }
  return found;
}

/** A number attribute, or `fallback` when it is missing or not a number. */
export function numberAttr(node: XmlElement | undefined, name: string, fallback = 0): number {
  const value = Number(attr(node, name));
  return Number.isFinite(value) && attr(node, name) !== undefined ? value : fallback;
}

/** An opened package: parts as XML and relationships resolved to part names. */
export interface OpcPackage {
  /** The part's root element, or undefined when the package has no such part. */
  xml(part: string): Promise<XmlElement | undefined>;
  /** The part's internal relationships: id to target part name, and type to targets. */
  rels(part: string): Promise<Map<string, { target: string; type: string }>>;
}

export async function openPackage(bytes: Uint8Array): Promise<OpcPackage> {
  const zip = await JSZip.loadAsync(bytes);
  // Every slide of a layout reads the same layout and master: each part is parsed once.
  const parsed = new Map<string, Promise<XmlElement | undefined>>();
  const parse = async (part: string) => {
    const file = zip.file(part);
    if (!file) return undefined;
    const nodes = parser.parse(await file.async('string')) as XmlElement[];
    return nodes.find((node) => !tagOf(node).startsWith('?'));
  };
  const xml = (part: string) => {
    if (!parsed.has(part)) parsed.set(part, parse(part));
    return parsed.get(part)!;
  };
  const rels = async (part: string) => {
    const relsPart = posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
    const found = new Map<string, { target: string; type: string }>();
    for (const rel of children(await xml(relsPart), 'Relationship')) {
      const id = attr(rel, 'Id');
      const target = attr(rel, 'Target');
      if (!id || !target || attr(rel, 'TargetMode') === 'External') continue;
      const resolved = target.startsWith('/')
        ? target.slice(1)
        : posix.normalize(posix.join(posix.dirname(part), target));
      found.set(id, { target: resolved, type: attr(rel, 'Type') ?? '' });
    }
    return found;
  };
  return { xml, rels };
}

/** The first relationship target whose type ends with `/suffix` (slideLayout, slideMaster). */
export function relOfType(
  rels: Map<string, { target: string; type: string }>,
  suffix: string,
): string | undefined {
  for (const { target, type } of rels.values()) if (type.endsWith(`/${suffix}`)) return target;
  return undefined;
}

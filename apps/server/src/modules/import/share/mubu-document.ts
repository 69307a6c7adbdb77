import { decodeXmlText } from '../xml.js';
import { readTree, type MindNode } from '../tree.js';
import type { SharePage } from './share-fetcher.js';

/**
 * The document a share page holds. The adapter is the one place that knows a mind-map
 * service's page format; another service (or a new Mubu page format) is another adapter.
 */
export interface MindMapAdapter {
  read(page: SharePage): { title?: string; roots: MindNode[] } | null;
}

/**
 * ASSUMED FORMAT (Mubu publishes no API; see docs/decisions.md, "Outline imports"): the share
 * page carries the document's `definition`, a JSON document (or a JSON string of one) of
 *   { "nodes": [ { "text": "<html>", "note": "<html>", "children": [ ...same... ] } ] }
 * either as the whole answer ({ "name", "definition" }, optionally under "data") or inside the
 * HTML page as a `"definition":"<escaped JSON>"` property; the name is the JSON `name` / `title`
 * or the page's <title>. Node text is HTML: tags are dropped and entities decoded.
 */
interface MubuNode {
  text?: unknown;
  note?: unknown;
  children?: unknown;
}

const asNodes = (value: unknown): MubuNode[] =>
  Array.isArray(value)
    ? value.filter((v): v is MubuNode => typeof v === 'object' && v !== null)
    : [];

/** HTML of a node to plain text. */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string') return '';
  return decodeXmlText(
    html
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^<>]{0,2000}>/g, '')
      .replace(/&nbsp;/g, ' '),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The definition object, whether given as an object or as a JSON string of one. */
function definitionOf(value: unknown): { nodes?: unknown } | undefined {
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  return typeof parsed === 'object' && parsed !== null && 'nodes' in parsed
    ? (parsed as { nodes?: unknown })
    : undefined;
}

function fromJson(json: unknown): { title?: string; definition?: { nodes?: unknown } } {
  if (typeof json !== 'object' || json === null) return {};
  const record = json as Record<string, unknown>;
  const data = (typeof record.data === 'object' && record.data ? record.data : record) as Record<
    string,
    unknown
  >;
  const name = [data.name, data.title].find((v): v is string => typeof v === 'string');
  const definition = definitionOf(data.definition);
  return { ...(name ? { title: name } : {}), ...(definition ? { definition } : {}) };
}

/** A `"definition":"..."` JSON string property anywhere in an HTML page. */
const DEFINITION_PROPERTY = /"definition"\s*:\s*("(?:[^"\\]|\\.)*")/;
const PAGE_TITLE = /<title[^>]*>([^<]{0,500})<\/title>/i;

function fromHtml(html: string): { title?: string; definition?: { nodes?: unknown } } {
  const property = DEFINITION_PROPERTY.exec(html)?.[1];
  const definition = property === undefined ? undefined : definitionOf(parseJson(property));
  const title = htmlToText(PAGE_TITLE.exec(html)?.[1] ?? '')
    .replace(/\s*[-|–]\s*幕布.*$/, '')
    .trim();
  return { ...(title ? { title } : {}), ...(definition ? { definition } : {}) };
}

export const mubuAdapter: MindMapAdapter = {
  read(page) {
    const json =
      /json/i.test(page.contentType) || /^\s*\{/.test(page.body) ? parseJson(page.body) : undefined;
    const found = json === undefined ? fromHtml(page.body) : fromJson(json);
    if (!found.definition) return null;
    const roots = readTree(asNodes(found.definition.nodes), (node) => ({
      text: htmlToText(node.text),
      note: htmlToText(node.note),
      children: asNodes(node.children),
    }));
    return { ...(found.title ? { title: found.title } : {}), roots };
  },
};

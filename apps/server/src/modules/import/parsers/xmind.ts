import type { SafeArchive } from '../archive.js';
import type { ImportedDocument } from '../document.js';
import { unsupported, type ExtractionBudget } from '../limits.js';
import { readTree, treeToDocument, type MindNode } from '../tree.js';
import { parseXml, xmlAttr, xmlChild, xmlChildren, xmlText, type XmlNode } from '../xml.js';

/** XMind Zen's topic in content.json (the fields we read). */
interface ZenTopic {
  title?: unknown;
  children?: { attached?: unknown };
  notes?: { plain?: { content?: unknown } };
}

const asTopics = (value: unknown): ZenTopic[] =>
  Array.isArray(value)
    ? value.filter((v): v is ZenTopic => typeof v === 'object' && v !== null)
    : [];
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

function zenRoots(json: unknown): MindNode[] {
  const sheet = asTopics(json)[0] as { rootTopic?: unknown } | undefined;
  const root = asTopics([sheet?.rootTopic]);
  return readTree(root, (topic) => ({
    text: asText(topic.title),
    note: asText(topic.notes?.plain?.content),
    children: asTopics(topic.children?.attached),
  }));
}

/** XMind 8's topic: <title>, <notes><plain>, <children><topics type="attached"><topic>. */
function legacyRoots(xml: XmlNode): MindNode[] {
  const sheet = xmlChild(xmlChild(xml, 'xmap-content'), 'sheet');
  return readTree(xmlChildren(sheet, 'topic'), (topic) => ({
    text: xmlText(xmlChild(topic, 'title')),
    note: xmlText(xmlChild(xmlChild(topic, 'notes'), 'plain')),
    children: xmlChildren(xmlChild(topic, 'children'), 'topics')
      .filter((topics) => (xmlAttr(topics, 'type') ?? 'attached') === 'attached')
      .flatMap((topics) => xmlChildren(topics, 'topic')),
  }));
}

/**
 * XMind: content.json (XMind Zen and later; preferred, since those files also carry a stub
 * content.xml) or content.xml (XMind 8). The first sheet's root topic is the deck title, its
 * attached subtopics the chapters; floating (detached) topics are left out.
 */
export async function parseXmind(
  archive: SafeArchive,
  budget: ExtractionBudget,
): Promise<ImportedDocument> {
  let roots: MindNode[];
  if (archive.has('content.json')) {
    let json: unknown;
    try {
      json = JSON.parse(await archive.text('content.json'));
    } catch {
      throw unsupported('content.json is not JSON');
    }
    roots = zenRoots(json);
  } else {
    roots = legacyRoots(parseXml(await archive.text('content.xml')));
  }
  return treeToDocument(roots, undefined, budget);
}

import type { ImportedDocument } from '../document.js';
import type { ExtractionBudget } from '../limits.js';
import { readTree, treeToDocument } from '../tree.js';
import { parseXml, xmlAttr, xmlChild, xmlChildren, xmlText } from '../xml.js';

/**
 * OPML 2.0: nested <outline text=".."> elements of <body>; the head's <title> is the deck title
 * when the body has several top outlines; `_note` (the de-facto note attribute) is a paragraph.
 */
export function parseOpml(text: string, budget: ExtractionBudget): ImportedDocument {
  const opml = xmlChild(parseXml(text), 'opml');
  const title = xmlText(xmlChild(xmlChild(opml, 'head'), 'title')).trim();
  const roots = readTree(xmlChildren(xmlChild(opml, 'body'), 'outline'), (outline) => ({
    text: xmlAttr(outline, 'text') ?? xmlAttr(outline, 'title') ?? '',
    note: xmlAttr(outline, '_note') ?? '',
    children: xmlChildren(outline, 'outline'),
  }));
  return treeToDocument(roots, title || undefined, budget);
}

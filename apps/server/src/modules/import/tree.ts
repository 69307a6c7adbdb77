import { pushBlock, type DocBlock, type ImportedDocument } from './document.js';
import { IMPORT_LIMITS, type ExtractionBudget } from './limits.js';

/** A mind-map node (XMind topic, OPML outline, Mubu node). */
export interface MindNode {
  text: string;
  /** Notes attached to the node: a paragraph under it. */
  note?: string;
  children: MindNode[];
}

/**
 * A mind map as document blocks. The root is the deck title; nodes with children are headings
 * at their depth; nodes at chapter depth are chapters even without children; below them, leaves
 * are points when all their siblings are leaves too, else headings (so that a leaf after a
 * sibling's subtree stays that sibling's sibling, not one of its points). A separate `title`
 * (OPML head title, Mubu document name) is the deck title, with the roots as its chapters.
 * Walked with an explicit stack (a deep map cannot exhaust the call stack), at most 5,000 nodes.
 */
export function treeToDocument(
  roots: MindNode[],
  title: string | undefined,
  budget: ExtractionBudget,
): ImportedDocument {
  const single = roots.length === 1 && (!title || title.trim() === roots[0]!.text.trim());
  const blocks: DocBlock[] = [];
  if (!single && title) pushBlock(blocks, { kind: 'heading', level: 1, text: budget.text(title) });
  const branches = (nodes: MindNode[]) => nodes.some((n) => n.children.length > 0);
  const stack = roots.map((node) => ({ node, depth: single ? 1 : 2, heading: true })).reverse();
  let seen = 0;
  while (stack.length > 0 && seen++ < IMPORT_LIMITS.treeNodes) {
    const { node, depth, heading } = stack.pop()!;
    const text = budget.text(node.text);
    pushBlock(blocks, heading ? { kind: 'heading', level: depth, text } : { kind: 'item', text });
    if (node.note) pushBlock(blocks, { kind: 'paragraph', text: budget.text(node.note) });
    const childHeadings = depth + 1 <= 2 || branches(node.children);
    for (let i = node.children.length - 1; i >= 0; i--)
      stack.push({ node: node.children[i]!, depth: depth + 1, heading: childHeadings });
  }
  return { blocks };
}

/** Deepest node read from a source tree (deeper maps are 5406 long before this). */
const TREE_DEPTH = 64;

/** What a source format says about one of its nodes. */
export interface SourceNode<T> {
  text: string;
  note?: string;
  children: T[];
}

/**
 * Converts a source tree (parsed JSON or XML) into mind-map nodes, reading at most 64 levels and
 * 5,000 nodes, so that no input can make the conversion recurse or loop without bound.
 */
export function readTree<T>(roots: T[], read: (node: T) => SourceNode<T>): MindNode[] {
  let budget: number = IMPORT_LIMITS.treeNodes;
  const convert = (node: T, depth: number): MindNode | null => {
    if (budget-- <= 0) return null;
    const source = read(node);
    const children =
      depth < TREE_DEPTH
        ? source.children.map((child) => convert(child, depth + 1)).filter((c) => c !== null)
        : [];
    return { text: source.text, ...(source.note ? { note: source.note } : {}), children };
  };
  return roots.map((root) => convert(root, 1)).filter((node) => node !== null);
}

import {
  AppError,
  ErrorCode,
  errorMessage,
  outlineTree,
  parseOutline,
  splitSubTitle,
  type Locale,
  type OutlineNode,
} from '@slidecraft/contract';

export interface OutlineTreeNode {
  key: string;
  title: string;
  kind: OutlineNode['kind'];
  children: OutlineTreeNode[];
}

export interface OutlineView {
  title: string;
  subtitle: string[];
  /** Chapters, with sections, sub-sections and points below them. */
  tree: OutlineTreeNode[];
}

export type OutlineParse = { ok: true; view: OutlineView } | { ok: false; message: string };

function toTreeNode(node: OutlineNode): OutlineTreeNode {
  return {
    key: node.id,
    title: node.title,
    kind: node.kind,
    children: node.children.map(toTreeNode),
  };
}

/** Parses streamed outline text with the contract parser into what the workspace shows. */
export function viewOutline(text: string, locale: Locale): OutlineParse {
  try {
    const [root] = outlineTree(parseOutline(text));
    if (!root) throw new AppError(ErrorCode.OUTLINE_EMPTY);
    return {
      ok: true,
      view: {
        title: root.title,
        subtitle: splitSubTitle(root.subTitle),
        tree: root.children.map(toTreeNode),
      },
    };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: errorMessage(error.code, locale) };
    throw error;
  }
}

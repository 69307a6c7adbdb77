import { outlineLineMax, type Outline, type OutlineKind } from '@slidecraft/contract';
import { Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { CommitInput } from './CommitInput';
import { canMoveTo, childrenOf, dropTarget, findItem, titleOf } from './outline-ops';
import type { DropPosition, OutlineEditorState } from './useOutlineEditor';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

interface OutlineNodeData extends TreeDataNode {
  key: string;
  kind: OutlineKind;
  text: string;
  children: OutlineNodeData[];
}

function treeData(outline: Outline, parentId: string): OutlineNodeData[] {
  return childrenOf(outline, parentId).map((item) => {
    const children = treeData(outline, item.id);
    return {
      key: item.id,
      kind: item.kind,
      text: item.title,
      children,
      isLeaf: children.length === 0,
    };
  });
}

/** Headings with children that are not folded: the tree's expanded keys. */
function expandedKeys(outline: Outline): string[] {
  const parents = new Set(outline.items.map((item) => item.parentId));
  return outline.items
    .filter((item) => parents.has(item.id) && !item.collapsed)
    .map((item) => item.id);
}

/** rc-tree's drop: a gap before or after the node, or the node itself. */
function dropPosition(info: { dropToGap: boolean; dropPosition: number; node: { pos: string } }) {
  if (!info.dropToGap) return 'inside' as const;
  const index = Number(info.node.pos.split('-').at(-1));
  return info.dropPosition - index < 0 ? ('before' as const) : ('after' as const);
}

const RELATIVE: Record<-1 | 0 | 1, DropPosition> = { [-1]: 'before', 0: 'inside', 1: 'after' };

/**
 * Chapters, sections, sub-sections and points as a tree (antd Tree): fold and unfold, select,
 * rename in place (double click, Enter or F2), drag to reorder within and across parents where
 * the levels allow it, and the keyboard: arrows move the selection and fold, Delete removes,
 * Alt + arrows move the item, Ctrl + Enter adds a sibling, Ctrl + Shift + Enter a point under it.
 */
export function OutlineTree({ editor }: { editor: OutlineEditorState }) {
  const { t } = useGenerationFlowTranslation();
  const wrapper = useRef<HTMLDivElement>(null);
  const { outline, selected, editing } = editor;
  const focusTree = () =>
    requestAnimationFrame(() =>
      wrapper.current?.querySelector<HTMLElement>('[role="tree"]')?.focus(),
    );

  const allowDrop: TreeProps<OutlineNodeData>['allowDrop'] = ({
    dragNode,
    dropNode,
    dropPosition,
  }) => {
    const target = dropTarget(outline, dragNode.key, dropNode.key, RELATIVE[dropPosition]);
    return target !== null && canMoveTo(outline, dragNode.key, target.parentId, target.index);
  };

  /** The editor's keys, caught before rc-tree's own handling (which would take Enter). */
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const onTree = (event.target as HTMLElement).getAttribute('role') === 'tree';
    if (!onTree || !selected || editing) return;
    const mod = event.ctrlKey || event.metaKey;
    const act = (done: unknown) => {
      event.preventDefault();
      event.stopPropagation();
      if (done) focusTree();
    };
    if (event.key === 'F2' || (event.key === 'Enter' && !mod && !event.altKey)) {
      act(editor.startEditing(selected));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      act(editor.remove(selected));
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      act(editor.move(selected, event.key === 'ArrowUp' ? -1 : 1));
    } else if (mod && event.key === 'Enter') {
      act(event.shiftKey ? editor.addPoint(selected) : editor.addSibling(selected));
    }
  };

  const titleRender = (node: OutlineNodeData) => {
    const kindLabel = node.kind === 'point' ? '' : t(`editor.kind.${node.kind}`);
    if (node.key === editing) {
      return (
        <CommitInput
          autoFocus
          size="small"
          value={node.text}
          maxLength={outlineLineMax(node.kind)}
          aria-label={t('editor.titleOf', { kind: kindLabel || t('editor.kind.point') })}
          onCommit={(value) => {
            editor.rename(node.key, value);
            focusTree();
          }}
          onCancel={() => {
            editor.stopEditing();
            focusTree();
          }}
          onMouseDown={(event) => event.stopPropagation()}
          data-testid="outline-node-input"
        />
      );
    }
    return (
      <span
        className={`sc-outline-node sc-outline-${node.kind}`}
        onDoubleClick={() => editor.startEditing(node.key)}
      >
        {kindLabel && <span className="sc-outline-kind">{kindLabel}</span>}
        <span className="sc-outline-text">{node.text}</span>
      </span>
    );
  };

  return (
    <div ref={wrapper} onKeyDownCapture={onKeyDownCapture} data-testid="outline-tree">
      <Tree<OutlineNodeData>
        className="sc-outline-tree"
        aria-label={t('editor.treeLabel', { title: titleOf(outline).title })}
        treeData={treeData(outline, titleOf(outline).id)}
        titleRender={titleRender}
        expandedKeys={expandedKeys(outline)}
        onExpand={(_keys, { node, expanded }) => editor.setCollapsed(node.key, !expanded)}
        selectedKeys={selected ? [selected] : []}
        onSelect={(_keys, { node }) => editor.select(node.key)}
        activeKey={selected}
        // rc-tree clears its active node when it loses focus; the toolbar still needs it.
        onActiveChange={(key) =>
          key !== null && findItem(outline, String(key)) && editor.select(String(key))
        }
        draggable={{ icon: false, nodeDraggable: () => editing === null }}
        allowDrop={allowDrop}
        onDrop={(info) => editor.drop(info.dragNode.key, info.node.key, dropPosition(info))}
        showLine
        blockNode
      />
    </div>
  );
}

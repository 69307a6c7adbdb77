import { serializeOutline, type Outline } from '@slidecraft/contract';
import { useMemo, useState } from 'react';
import {
  addChild,
  addSibling,
  childrenOf,
  dropTarget,
  findItem,
  moveBy,
  moveItem,
  removeItem,
  renameItem,
  setCollapsed,
  setNote,
  setSubTitleLines,
  titleOf,
} from './outline-ops';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

/** Edits kept for undo. */
const UNDO_DEPTH = 100;

interface EditorState {
  outline: Outline;
  /** Earlier outlines, oldest first. */
  past: Outline[];
  selected: string | null;
  editing: string | null;
  /** The title of the item deleted last, offered for undo until the next edit. */
  deleted: string | null;
}

export type DropPosition = 'before' | 'after' | 'inside';

/**
 * The outline editor's state: the outline (its text is what 'generate' sends), the selected
 * and the in-place edited item, and an undo history. Every change goes through the pure
 * operations of outline-ops, so the outline always stays writable as text; folding a node is
 * view state and is not undone.
 */
export function useOutlineEditor(initial: Outline) {
  const { t } = useGenerationFlowTranslation();
  const [state, setState] = useState<EditorState>(() => ({
    outline: initial,
    past: [],
    selected: childrenOf(initial, titleOf(initial).id)[0]?.id ?? null,
    editing: null,
    deleted: null,
  }));
  const { outline } = state;
  const text = useMemo(() => serializeOutline(outline), [outline]);

  /** Applies an edit (ignored when not allowed); the previous outline goes on the undo stack. */
  const commit = (next: Outline | null, change: Partial<EditorState> = {}) => {
    if (!next || next === outline) return false;
    setState((prev) => ({
      ...prev,
      outline: next,
      past: [...prev.past, prev.outline].slice(-UNDO_DEPTH),
      deleted: null,
      ...change,
    }));
    return true;
  };

  const newTitle = (kind: string) =>
    kind === 'chapter'
      ? t('editor.new.chapter')
      : kind === 'section'
        ? t('editor.new.section')
        : kind === 'subsection'
          ? t('editor.new.subsection')
          : t('editor.new.point');

  /** A new item is selected and opened for typing its title. */
  const added = (result: { outline: Outline; id: string } | null) =>
    commit(result?.outline ?? null, { selected: result?.id, editing: result?.id });

  return {
    outline,
    text,
    selected: state.selected,
    editing: state.editing,
    deleted: state.deleted,
    canUndo: state.past.length > 0,
    select: (id: string | null) => setState((prev) => ({ ...prev, selected: id })),
    startEditing: (id: string) => setState((prev) => ({ ...prev, selected: id, editing: id })),
    stopEditing: () => setState((prev) => ({ ...prev, editing: null })),
    /** An empty or unchanged title just ends the editing. */
    rename: (id: string, title: string) => {
      if (!commit(renameItem(outline, id, title), { editing: null })) {
        setState((prev) => ({ ...prev, editing: null }));
      }
    },
    addSibling: (id: string) => {
      const item = findItem(outline, id);
      return item ? added(addSibling(outline, id, newTitle(item.kind))) : false;
    },
    addPoint: (id: string) => added(addChild(outline, id, 'point', newTitle('point'))),
    addHeading: (id: string) => {
      const kind = findItem(outline, id)?.kind;
      const child = kind === 'title' ? 'chapter' : kind === 'chapter' ? 'section' : 'subsection';
      return added(addChild(outline, id, 'heading', newTitle(child)));
    },
    remove: (id: string) => {
      const item = findItem(outline, id);
      if (!item) return false;
      // The selection moves to a neighbour, or the parent, so the keyboard keeps its place.
      const siblings = childrenOf(outline, item.parentId);
      const at = siblings.indexOf(item);
      const next = siblings[at + 1] ?? siblings[at - 1] ?? findItem(outline, item.parentId ?? '');
      const selected = next && next.kind !== 'title' ? next.id : null;
      return commit(removeItem(outline, id), { selected, editing: null, deleted: item.title });
    },
    move: (id: string, delta: -1 | 1) => commit(moveBy(outline, id, delta)),
    drop: (dragId: string, dropId: string, position: DropPosition) => {
      const target = dropTarget(outline, dragId, dropId, position);
      return target ? commit(moveItem(outline, dragId, target.parentId, target.index)) : false;
    },
    setCollapsed: (id: string, collapsed: boolean) =>
      setState((prev) => ({ ...prev, outline: setCollapsed(prev.outline, id, collapsed) })),
    setSubTitle: (lines: readonly string[]) => commit(setSubTitleLines(outline, lines)),
    setNote: (author: string, date: string) => commit(setNote(outline, author, date)),
    undo: () =>
      setState((prev) => {
        const previous = prev.past.at(-1);
        if (!previous) return prev;
        const keep = (id: string | null) => (id && findItem(previous, id) ? id : null);
        return {
          outline: previous,
          past: prev.past.slice(0, -1),
          selected: keep(prev.selected),
          editing: null,
          deleted: null,
        };
      }),
  };
}

export type OutlineEditorState = ReturnType<typeof useOutlineEditor>;

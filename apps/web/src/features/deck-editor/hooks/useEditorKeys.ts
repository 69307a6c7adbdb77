import { useEffect, useRef } from 'react';

interface EditorKeys {
  /** Off while presenting or editing text (those handle their own keys). */
  active: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDelete: () => void;
  onNudge: (dx: number, dy: number) => void;
  onEscape: () => void;
  onEdit: () => void;
  onSlide: (by: -1 | 1) => void;
}

const NUDGE: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Whether a key event belongs to what has the focus: a field (the notes, a number box, a text
 * being edited), an open menu or panel (the AI menu and its preview move with the arrows and
 * close with Esc), or a button that Enter presses.
 */
function ownedByFocus(target: EventTarget | null, key: string): boolean {
  const node = target as HTMLElement | null;
  if (!node?.closest) return false;
  if (node.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(node.tagName)) return true;
  if (node.closest('[role="menu"], [role="dialog"]')) return true;
  return key === 'Enter' && node.closest('button, a[href], [role="button"]') !== null;
}

/**
 * The editor's keyboard: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo, Delete or
 * Backspace removes the selection, arrows nudge it 1 pt (10 pt with Shift), Enter edits the
 * selected text box, Esc clears the selection, Page Up/Down changes slide.
 */
export function useEditorKeys(keys: EditorKeys): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const k = latest.current;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (!k.active || ownedByFocus(event.target, key) || event.isComposing) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && key === 'z') {
        if (event.shiftKey) k.onRedo();
        else k.onUndo();
      } else if (mod && key === 'y') k.onRedo();
      else if (key === 'Delete' || key === 'Backspace') k.onDelete();
      else if (NUDGE[key] && !mod) {
        const [dx, dy] = NUDGE[key];
        const step = event.shiftKey ? 10 : 1;
        k.onNudge(dx * step, dy * step);
      } else if (key === 'Enter') k.onEdit();
      else if (key === 'Escape') k.onEscape();
      else if (key === 'PageDown') k.onSlide(1);
      else if (key === 'PageUp') k.onSlide(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

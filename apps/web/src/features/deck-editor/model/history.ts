import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import type { DeckDocument } from '@slidecraft/deck/scene';

enablePatches();

/** One undoable step: what it changed and how to change it back. */
interface Step {
  patches: Patch[];
  inverse: Patch[];
  /** Steps of the same key within COALESCE_MS merge (typing, nudging with the arrows). */
  key: string | undefined;
  at: number;
}

/** Consecutive edits of one kind closer than this undo together. */
export const COALESCE_MS = 800;
const MAX_STEPS = 200;

/**
 * The deck being edited, with undo and redo across every action and the patches not yet
 * saved. Every change goes through `change` (immer): it yields the patches the server applies
 * (POST /api/workspace/ppt/content) and their inverse for undo; undo and redo are changes too,
 * so the server always receives exactly what the user sees.
 */
export class DeckHistory {
  private current: DeckDocument;
  private readonly undoSteps: Step[] = [];
  private readonly redoSteps: Step[] = [];
  private unsaved: Patch[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(deck: DeckDocument) {
    this.current = deck;
  }

  get deck(): DeckDocument {
    return this.current;
  }
  get canUndo(): boolean {
    return this.undoSteps.length > 0;
  }
  get canRedo(): boolean {
    return this.redoSteps.length > 0;
  }
  get hasUnsaved(): boolean {
    return this.unsaved.length > 0;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies `recipe` to the deck; `key` merges it with the previous step of the same key. */
  change(recipe: (draft: Draft<DeckDocument>) => void, key?: string, now = Date.now()): boolean {
    const [next, patches, inverse] = produceWithPatches(this.current, recipe);
    if (patches.length === 0) return false;
    this.current = next;
    const last = this.undoSteps.at(-1);
    if (key !== undefined && last?.key === key && now - last.at < COALESCE_MS) {
      last.patches.push(...patches);
      last.inverse.unshift(...inverse);
      last.at = now;
    } else {
      this.undoSteps.push({ patches, inverse, key, at: now });
      if (this.undoSteps.length > MAX_STEPS) this.undoSteps.shift();
    }
    this.redoSteps.length = 0;
    this.unsaved.push(...patches);
    this.emit();
    return true;
  }

  undo(): boolean {
    const step = this.undoSteps.pop();
    if (!step) return false;
    this.current = applyPatches(this.current, step.inverse);
    this.redoSteps.push(step);
    this.unsaved.push(...step.inverse);
    this.emit();
    return true;
  }

  redo(): boolean {
    const step = this.redoSteps.pop();
    if (!step) return false;
    this.current = applyPatches(this.current, step.patches);
    this.undoSteps.push({ ...step, key: undefined });
    this.unsaved.push(...step.patches);
    this.emit();
    return true;
  }

  /** Hands the unsaved patches to the saver; they come back with `restore` if the save fails. */
  takeUnsaved(): Patch[] {
    const taken = this.unsaved;
    this.unsaved = [];
    return taken;
  }

  /** Puts patches of a failed save back in front of anything changed since. */
  restore(patches: Patch[]): void {
    this.unsaved = [...patches, ...this.unsaved];
    this.emit();
  }

  /** Starts over from a document read from the server (after a conflict): no undo across it. */
  reset(deck: DeckDocument): void {
    this.current = deck;
    this.undoSteps.length = 0;
    this.redoSteps.length = 0;
    this.unsaved = [];
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

import { ErrorCode, type DeckPatch } from '@slidecraft/contract';
import type { DeckDocument } from '@slidecraft/deck/scene';
import { isApiError } from '../../../shared/http';
import type { DeckHistory } from './history';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'refused' | 'conflict';

export interface SaveTransport {
  patches(version: number, patches: readonly DeckPatch[]): Promise<number>;
  whole(version: number, deck: DeckDocument): Promise<number>;
}

/** Saved within this long of the last edit (the issue asks for 2 s). */
export const AUTOSAVE_MS = 800;
const RETRY_MS = 3000;
/** More patches than this go as the whole document: smaller, and one validation. */
const WHOLE_ABOVE = 400;
/** Answers that the same edits would get again: no retry until the user changes something. */
const REFUSED: ReadonlySet<number> = new Set([
  ErrorCode.PAGE_COUNT_LIMIT,
  ErrorCode.NO_USER_PERMISSION,
  ErrorCode.SENSITIVE_WORDS,
]);

/**
 * Autosave: the edits of a DeckHistory go to the server shortly after they are made, one save
 * at a time, each naming the version it builds on. A stale version (5430, another tab or a
 * theme change saved first) stops saving until the user reloads; a failed call is retried with
 * the same edits in front; a refused patch list is sent once more as the whole document.
 */
export class DeckSaver {
  private saveState: SaveState = 'saved';
  private refusal = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private sendWhole = false;
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly history: DeckHistory,
    private currentVersion: number,
    private readonly transport: SaveTransport,
  ) {
    this.unsubscribe = history.subscribe(() => this.onChange());
  }

  get state(): SaveState {
    return this.saveState;
  }
  get version(): number {
    return this.currentVersion;
  }
  /** The server's message when the last save was refused (state 'refused'). */
  get refusedBecause(): string {
    return this.refusal;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Saves what is unsaved now (leaving the page, downloading). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
    if (this.history.hasUnsaved && this.saveState !== 'conflict') await this.run();
  }

  /** After a reload from the server: everything is saved at `version`. */
  reset(version: number): void {
    clearTimeout(this.timer);
    this.currentVersion = version;
    this.sendWhole = false;
    this.set('saved');
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.unsubscribe();
  }

  private onChange(): void {
    if (this.saveState === 'conflict' || !this.history.hasUnsaved) return;
    if (this.saveState !== 'saving') this.set('unsaved');
    this.later(AUTOSAVE_MS);
  }

  private later(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), ms);
  }

  private async run(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.save().finally(() => (this.running = undefined));
    return this.running;
  }

  private async save(): Promise<void> {
    if (this.saveState === 'conflict') return;
    const patches = this.history.takeUnsaved();
    if (patches.length === 0) return;
    this.set('saving');
    const whole = this.sendWhole || patches.length > WHOLE_ABOVE;
    try {
      this.currentVersion = whole
        ? await this.transport.whole(this.currentVersion, this.history.deck)
        : await this.transport.patches(this.currentVersion, patches as DeckPatch[]);
      this.sendWhole = false;
      if (this.history.hasUnsaved) {
        this.set('unsaved');
        this.later(AUTOSAVE_MS);
      } else {
        this.set('saved');
      }
    } catch (error) {
      this.history.restore(patches);
      // Putting the edits back scheduled an autosave; what comes next is decided here.
      clearTimeout(this.timer);
      if (isApiError(error) && error.code === ErrorCode.DECK_CONFLICT) {
        this.set('conflict');
        return;
      }
      // A patch list the server could not apply goes once as the whole document.
      if (isApiError(error) && error.code === ErrorCode.PARAMS_ERROR && !whole) {
        this.sendWhole = true;
      } else if (
        isApiError(error) &&
        (REFUSED.has(error.code) || error.code === ErrorCode.PARAMS_ERROR)
      ) {
        // Kept, and sent again with the user's next change (undoing it, say).
        this.refusal = error.message;
        this.set('refused');
        return;
      }
      this.set('failed');
      this.later(RETRY_MS);
    }
  }

  private set(state: SaveState): void {
    if (this.saveState === state) return;
    this.saveState = state;
    for (const listener of this.listeners) listener();
  }
}

import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { DeckImages, ImageData } from '../images.js';
import type { DeckDocument } from '../model.js';
import { getTheme } from '../themes.js';
import { runtimeTheme } from '../themes/registry.js';
import type { PngOptions } from './png.js';
import type { PngTask } from './png-worker.js';

/**
 * Slide PNGs drawn on a pool of worker threads (piscina), one slide per task: a deck's previews
 * use every core instead of one, and the main thread only sends the task (deck, theme, shared
 * pictures) and receives the PNG bytes.
 */
export interface SlidePngs {
  /** The PNG of slide `index`: the same bytes as renderSlidePngAsync. */
  render(deck: DeckDocument, index: number, options?: PngOptions): Promise<Buffer>;
}

export interface PngPool extends SlidePngs {
  /** Most slides drawn at once (one per thread). */
  readonly threads: number;
  /** Stops the threads (a slide being drawn is finished, waiting ones rejected); idempotent. */
  close(): Promise<void>;
}

/**
 * Threads at most, whatever the machine: each one keeps its own parsed fonts and glyph cache
 * (a built thread adds about 40 MB to the process once warm), and a server draws previews
 * beside its other work.
 */
export const PNG_POOL_MAX_THREADS = 4;
/** An idle thread ends after this long (and gives back its fonts' memory). */
const IDLE_TIMEOUT_MS = 60_000;

/** One thread per core, up to PNG_POOL_MAX_THREADS. */
export function pngPoolThreads(cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, PNG_POOL_MAX_THREADS));
}

/**
 * The worker module beside this one. From the TypeScript sources (tests, the dev server, the
 * benches) the worker is TypeScript too: its thread loads tsx and resolves the workspace
 * packages by their source condition, as the process that started it does.
 */
function workerModule(): { filename: string; execArgv?: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`./png-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
  if (!fromSource) return { filename };
  const execArgv = [...process.execArgv];
  if (!execArgv.some((arg) => arg.includes('slidecraft-source'))) {
    execArgv.push('--conditions=slidecraft-source');
  }
  if (!execArgv.some((arg) => arg.includes('tsx'))) {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    execArgv.push('--import', pathToFileURL(tsx).href);
  }
  return { filename, execArgv };
}

/**
 * Pictures are copied once into shared memory (kept for as long as their bytes are), so that a
 * deck's pictures reach the threads without a copy per slide.
 */
const sharedCopies = new WeakMap<Uint8Array, Uint8Array>();

function sharedBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.buffer instanceof SharedArrayBuffer) return bytes;
  let copy = sharedCopies.get(bytes);
  if (!copy) {
    copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
    copy.set(bytes);
    sharedCopies.set(bytes, copy);
  }
  return copy;
}

function sharedImages(images: DeckImages | undefined): DeckImages {
  const shared = new Map<string, ImageData>();
  for (const [src, image] of images ?? []) {
    shared.set(src, { ...image, bytes: sharedBytes(image.bytes) });
  }
  return shared;
}

/**
 * The pool, started on its first slide (a process that draws none starts no thread). A task
 * that throws rejects its own render only; a thread that dies fails the task it ran, and the
 * next task starts a new one.
 */
export function createPngPool(options: { threads?: number } = {}): PngPool {
  const threads = options.threads ?? pngPoolThreads();
  let pool: Piscina<PngTask, Uint8Array> | undefined;
  let closed = false;
  const started = () =>
    (pool ??= new Piscina<PngTask, Uint8Array>({
      ...workerModule(),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_TIMEOUT_MS,
    }));
  return {
    threads,
    async render(deck, index, { width = 1280, images } = {}) {
      // The pictures are taken now: a caller may add to its map while the task waits for a
      // thread (decks are never changed in place).
      if (closed) throw new Error('the PNG pool is closed');
      getTheme(deck.themeId);
      const theme = runtimeTheme(deck.themeId);
      const task: PngTask = { deck, index, width, images: sharedImages(images) };
      if (theme) task.theme = theme;
      const png = await started().run(task);
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    async close() {
      closed = true;
      await pool?.close({ force: true });
    },
  };
}

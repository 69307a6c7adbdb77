import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * resvg's rasters live outside V8's heap: a RenderedImage holds its pixmap (a 1280 px slide is
 * 3.7 MB of RGBA, a 1500 px illustration 9 MB), a Resvg its parsed tree, and `pixels` is one more
 * copy. V8 never learns their size, so it has no reason to collect their small JS wrappers; and
 * Node-API frees them only after a GC has found a wrapper dead *and* the event loop has turned,
 * since it runs those finalizers from setImmediate (nodejs/node-addon-api#1140). A deck rendered
 * in one synchronous pass kept every slide's pixmap until it returned (31 slides at 1280 px:
 * 125 MB), and the writers' illustrations piled on top of them.
 *
 * So every raster is noted here, and the exporters that can wait call releaseRasters() between
 * two: past a small budget it runs a minor GC (the wrappers are young: they die right after the
 * render) and waits one turn of the event loop, in which the finalizers free the memory; resvg's
 * allocator then hands the same pages to the next raster. A scavenge of the nearly empty young
 * generation takes a few milliseconds, a slide's raster 50 ms or more.
 */
/** Two 1280 px slides, or any illustration the writers draw (pixmap and copy). */
const BUDGET_BYTES = 8 * 1024 * 1024;
let unreleased = 0;

type Collect = (options?: { type?: 'minor' | 'major' }) => void;
let collect: Collect | null | undefined;

/**
 * V8's gc(), without --expose-gc on the command line: the flag is set just long enough to create
 * one context that has it (jest's leak detector does the same), so no other context ever sees it.
 */
function collector(): Collect | null {
  if (collect === undefined) {
    collect = (globalThis as { gc?: Collect }).gc ?? null;
    if (!collect) {
      try {
        setFlagsFromString('--expose-gc');
        collect = runInNewContext('gc') as Collect;
      } catch {
        collect = null;
      } finally {
        setFlagsFromString('--no-expose-gc');
      }
    }
  }
  return collect;
}

/** A raster of width x height RGBA pixels was drawn (`copies`: more buffers of the same size). */
export function noteRaster(width: number, height: number, copies = 1): void {
  unreleased += width * height * 4 * copies;
}

/** Frees the rasters noted so far once they pass the budget; only waits when it does. */
export async function releaseRasters(): Promise<void> {
  if (unreleased < BUDGET_BYTES) return;
  unreleased = 0;
  collector()?.({ type: 'minor' });
  await nextTurn();
}

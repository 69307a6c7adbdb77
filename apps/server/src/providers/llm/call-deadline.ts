/**
 * The deadlines of one upstream call: an overall one and an idle one (no response headers or
 * chunk for that long), both aborting `signal`, which also follows the caller's signal (the
 * client going away). `timedOut` tells a deadline from the caller's abort afterwards.
 */
export class CallDeadline {
  private readonly controller = new AbortController();
  private readonly overall: NodeJS.Timeout;
  private idle: NodeJS.Timeout | undefined;
  private readonly onParentAbort = () => this.controller.abort(this.parent.reason);
  timedOut: 'idle' | 'overall' | null = null;

  constructor(
    private readonly parent: AbortSignal,
    overallMs: number,
    private readonly idleMs?: number,
  ) {
    if (parent.aborted) this.controller.abort(parent.reason);
    else parent.addEventListener('abort', this.onParentAbort, { once: true });
    this.overall = setTimeout(() => this.expire('overall'), overallMs);
    this.touch();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Something arrived: the idle deadline starts again. */
  touch(): void {
    if (this.idleMs === undefined) return;
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.expire('idle'), this.idleMs);
  }

  /** Stops the timers and aborts whatever is still in flight (harmless after a clean end). */
  dispose(): void {
    clearTimeout(this.overall);
    clearTimeout(this.idle);
    this.parent.removeEventListener('abort', this.onParentAbort);
    this.controller.abort();
  }

  private expire(which: 'idle' | 'overall'): void {
    if (this.controller.signal.aborted) return;
    this.timedOut = which;
    this.controller.abort(new Error(`${which} deadline passed`));
  }
}

import { AppError, ErrorCode } from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import { withDeadline } from '../../providers/deadline.js';
import type { ModerationProvider } from '../../providers/moderation/moderation.js';

/** Longest one moderation call may take before the operator's fail policy applies. */
export const MODERATION_TIMEOUT_MS = 3000;

/**
 * The operator's moderation service on topics, imported text and model output (after the
 * built-in and operator word lists): a blocked text is 5401. When the service is down or slow,
 * `failClosed` refuses (5401) and otherwise the text passes with a logged warning.
 */
export class ContentModeration {
  constructor(
    private readonly provider: ModerationProvider | null,
    private readonly failClosed: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  get enabled(): boolean {
    return this.provider !== null;
  }

  /** Throws AppError 5401 when the service blocks the text (or is down, failing closed). */
  async check(text: string, what: 'topic' | 'import' | 'output'): Promise<void> {
    const provider = this.provider;
    if (!provider || !text.trim()) return;
    for (let start = 0; start < text.length; start += provider.maxChars) {
      const piece = text.slice(start, start + provider.maxChars);
      let verdict;
      try {
        verdict = await withDeadline(
          provider.check(piece),
          MODERATION_TIMEOUT_MS,
          () => new Error(`no answer in ${MODERATION_TIMEOUT_MS} ms`),
        );
      } catch (err) {
        if (this.failClosed) {
          this.log.warn({ err: (err as Error).message, what }, 'moderation down: refused (closed)');
          throw new AppError(ErrorCode.SENSITIVE_WORDS, 'moderation unavailable, failing closed');
        }
        this.log.warn({ err: (err as Error).message, what }, 'moderation down: let through (open)');
        return;
      }
      if (verdict.blocked) {
        throw new AppError(ErrorCode.SENSITIVE_WORDS, `moderation (${what}): ${verdict.labels}`);
      }
    }
  }
}

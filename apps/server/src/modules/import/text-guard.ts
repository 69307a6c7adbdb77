import type { ContentModeration } from '../moderation/content-moderation.js';
import { assertNoSensitiveWords } from '../moderation/sensitive-filter.js';

/** Checks text that an import is about to return; throws AppError 5401 when it may not pass. */
export interface TextGuard {
  check(text: string): void | Promise<void>;
}

/** The maintained word list of modules/ai (the same check as topics and model output). */
export const sensitiveWordGuard: TextGuard = { check: assertNoSensitiveWords };

/** The word lists, then the operator's moderation service when one is configured. */
export function contentGuard(moderation: ContentModeration): TextGuard {
  return {
    async check(text) {
      assertNoSensitiveWords(text);
      await moderation.check(text, 'import');
    },
  };
}

import { assertNoSensitiveWords } from '../ai/sensitive-filter.js';

/** Checks text that an import is about to return; throws AppError 5401 on a listed phrase. */
export interface TextGuard {
  check(text: string): void;
}

/** The maintained word list of modules/ai (the same check as topics and model output). */
export const sensitiveWordGuard: TextGuard = { check: assertNoSensitiveWords };

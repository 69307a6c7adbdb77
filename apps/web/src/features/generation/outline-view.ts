import {
  AppError,
  errorMessage,
  parseOutline,
  type Locale,
  type Outline,
} from '@slidecraft/contract';

export type OutlineParse = { ok: true; outline: Outline } | { ok: false; message: string };

/**
 * Parses streamed outline text with the contract parser for the editor; a malformed outline is
 * explained in the UI language (the catalogue message of 5404-5407).
 */
export function parseForEditor(text: string, locale: Locale): OutlineParse {
  try {
    return { ok: true, outline: parseOutline(text) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: errorMessage(error.code, locale) };
    throw error;
  }
}

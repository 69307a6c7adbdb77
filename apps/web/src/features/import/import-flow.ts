import { IMPORT_FALLBACK_CODES, outlineTitle } from '@slidecraft/contract';
import { isApiError } from '../../shared/http';
import type { LandingOutline } from '../generation';
import { importOutline, parseDocument, type ImportSource } from './api';

/** Spec section 4: 5406 (too many levels) and 5407 (level error) fall back to chat import. */
export function shouldFallBack(error: unknown): boolean {
  return isApiError(error) && IMPORT_FALLBACK_CODES.includes(error.code);
}

/** An import's result for the workspace, with the title that names it there. */
export interface ImportedOutline {
  title: string;
  landing: LandingOutline;
}

/**
 * Imports a file or link: the outline itself, or, when the server answers 5406 / 5407, the
 * document's text for the chat-import stream. Any other failure is thrown to the caller.
 */
export async function importSource(
  source: ImportSource,
  signal: AbortSignal,
): Promise<ImportedOutline> {
  try {
    const { outline } = await importOutline(source, signal);
    return { title: outlineTitle(outline), landing: { kind: 'outline', text: outline } };
  } catch (error) {
    if (!shouldFallBack(error)) throw error;
    const parsed = await parseDocument(source, signal);
    return { title: parsed.title, landing: { kind: 'chat-import', text: parsed.text } };
  }
}

/** Catalogue business codes carry the server's localised message; anything else does not. */
const BUSINESS_CODE = (code: number) => code >= 5000 && code < 6000;

/** The import-failed dialog's body: the server's message, or null for 'generation failed'. */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && BUSINESS_CODE(error.code) && error.message ? error.message : null;
}

import { CHAT_TEXT_MAX_LENGTH, OUTLINE_MAX_LENGTH, aiApi } from '@slidecraft/contract';
import * as z from 'zod/mini';
import { stream, type StreamOptions, type StreamResult } from '../../shared/http';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/local-store';

/**
 * An outline that reached the workspace from an import instead of a topic: the imported outline
 * as it is, or the document text that the chat-import stream turns into one (the fallback of
 * spec section 4 for 5406 / 5407).
 */
const LandingOutlineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('outline'),
    text: z.string().check(z.minLength(1), z.maxLength(OUTLINE_MAX_LENGTH)),
  }),
  z.object({
    kind: z.literal('chat-import'),
    text: z.string().check(z.minLength(1), z.maxLength(CHAT_TEXT_MAX_LENGTH)),
  }),
]);
export type LandingOutline = z.infer<typeof LandingOutlineSchema>;

/** Stores it for the workspace; call after saveGenerationParams (which clears it). */
export function saveLandingOutline(landing: LandingOutline): void {
  localStore.setJson(STORAGE_KEYS.landingOutline, LandingOutlineSchema.parse(landing));
}

/** The stored landing outline, or null (none, or not valid any more). */
export function loadLandingOutline(): LandingOutline | null {
  const parsed = LandingOutlineSchema.safeParse(localStore.getJson(STORAGE_KEYS.landingOutline));
  return parsed.success ? parsed.data : null;
}

/**
 * The landing outline as the workspace's outline stream: an imported outline arrives at once;
 * document text streams through the chat-import stream like any generated outline.
 */
export async function streamLanding(
  landing: LandingOutline,
  options: StreamOptions,
): Promise<StreamResult> {
  if (landing.kind === 'chat-import') {
    return stream(aiApi.chatImport, { body: { text: landing.text } }, options);
  }
  const result = { text: landing.text, offline: false };
  options.onProgress?.(result);
  return { ...result, done: true };
}

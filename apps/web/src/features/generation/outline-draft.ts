import { OUTLINE_MAX_LENGTH } from '@slidecraft/contract';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/local-store';

/**
 * The workspace's work so far, kept in the browser so that a reload (or coming back to the
 * workspace) shows it again instead of streaming, and charging, a new outline: the outline as
 * last edited, whether the offline composer wrote it, and the deck made from it. New params
 * from the home box or an import clear it (params-store).
 */
const OutlineDraftSchema = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(OUTLINE_MAX_LENGTH)),
  offline: z.boolean(),
  /** The record 'generate' made, and the outline text it was made from. */
  record: z.optional(
    z.object({ recordId: z.uuid(), outline: z.string().check(z.maxLength(OUTLINE_MAX_LENGTH)) }),
  ),
});
export type OutlineDraft = z.infer<typeof OutlineDraftSchema>;

export function loadOutlineDraft(): OutlineDraft | null {
  const parsed = OutlineDraftSchema.safeParse(localStore.getJson(STORAGE_KEYS.outlineDraft));
  return parsed.success ? parsed.data : null;
}

/** Merges `changes` into the stored draft (a new draft needs `text` and `offline`). */
export function updateOutlineDraft(changes: Partial<OutlineDraft>): void {
  const parsed = OutlineDraftSchema.safeParse({ ...loadOutlineDraft(), ...changes });
  if (parsed.success) localStore.setJson(STORAGE_KEYS.outlineDraft, parsed.data);
}

export function clearOutlineDraft(): void {
  localStore.remove(STORAGE_KEYS.outlineDraft);
}

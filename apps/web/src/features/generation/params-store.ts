import { GenerationParamsSchema, type GenerationParams } from '@slidecraft/contract';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/local-store';

/**
 * The home box hands its params to the workspace through localStorage (spec section 2). Returns
 * false, storing nothing, when they do not pass the contract schema.
 */
export function saveGenerationParams(params: GenerationParams): boolean {
  const parsed = GenerationParamsSchema.safeParse(params);
  if (parsed.success) localStore.setJson(STORAGE_KEYS.generationParams, parsed.data);
  // New params replace whatever outline an import left for the workspace, and its last work.
  if (parsed.success) {
    localStore.remove(STORAGE_KEYS.landingOutline);
    localStore.remove(STORAGE_KEYS.outlineDraft);
  }
  return parsed.success;
}

/** The stored params, or null when there are none or they do not pass the contract schema. */
export function loadGenerationParams(): GenerationParams | null {
  const parsed = GenerationParamsSchema.safeParse(
    localStore.getJson(STORAGE_KEYS.generationParams),
  );
  return parsed.success ? parsed.data : null;
}

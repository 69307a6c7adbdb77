import { GenerationParamsSchema, type GenerationParams } from '@slidecraft/contract';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/local-store';

/** A theme id as the theme list names them (lower-case words joined by hyphens). */
const THEME_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The home box hands its params to the workspace through localStorage (spec section 2). Returns
 * false, storing nothing, when they do not pass the contract schema. `themeId` is the theme the
 * workspace should generate in (a template's 'AI 生成同款'); left out, the stored one is cleared
 * and the workspace starts with the default theme.
 */
export function saveGenerationParams(params: GenerationParams, themeId?: string): boolean {
  const parsed = GenerationParamsSchema.safeParse(params);
  if (!parsed.success) return false;
  localStore.setJson(STORAGE_KEYS.generationParams, parsed.data);
  if (themeId && THEME_ID.test(themeId)) localStore.set(STORAGE_KEYS.preferredTheme, themeId);
  else localStore.remove(STORAGE_KEYS.preferredTheme);
  // New params replace whatever outline an import left for the workspace, and its last work.
  localStore.remove(STORAGE_KEYS.landingOutline);
  localStore.remove(STORAGE_KEYS.outlineDraft);
  return true;
}

/** The stored params, or null when there are none or they do not pass the contract schema. */
export function loadGenerationParams(): GenerationParams | null {
  const parsed = GenerationParamsSchema.safeParse(
    localStore.getJson(STORAGE_KEYS.generationParams),
  );
  return parsed.success ? parsed.data : null;
}

/** The theme saved with the params, or undefined (the default theme). */
export function loadPreferredTheme(): string | undefined {
  const themeId = localStore.get(STORAGE_KEYS.preferredTheme);
  return themeId && THEME_ID.test(themeId) ? themeId : undefined;
}

import { illustrationOf, listThemes, themeSampleDeck } from '@slidecraft/deck';

/** Whether a theme's slides carry illustrations (what a model picture takes the place of). */
const illustrated = new Map<string, boolean>();
function hasIllustrations(themeId: string): boolean {
  let known = illustrated.get(themeId);
  if (known === undefined) {
    known = themeSampleDeck(themeId).slides.some((slide) =>
      slide.elements.some(
        (element) => element.type === 'image' && illustrationOf(element.src) !== null,
      ),
    );
    illustrated.set(themeId, known);
  }
  return known;
}

/**
 * themeIsAiImag: for each theme id, whether its decks get model pictures in place of their
 * illustrations (a picture provider is configured and the theme has illustrations); unknown
 * ids are false.
 */
export function aiImageThemes(
  ids: readonly string[],
  picturesConfigured: boolean,
): Record<string, boolean> {
  const known = new Set(listThemes().map((theme) => theme.id));
  return Object.fromEntries(
    ids.map((id) => [id, picturesConfigured && known.has(id) && hasIllustrations(id)]),
  );
}

import type { DeckDocument, FontRole, TextElement } from '../model.js';
import { shippedFontOfFace, type ShippedFont } from './families.js';

/**
 * A deck's fonts per role, as the font calls (savePPT, getSavePPT) and the editor's deck-wide
 * font choice see them: the shipped font every run of the role's text boxes names, or null
 * when they use the theme's font (or mix several).
 */
export interface DeckFonts {
  readonly heading: ShippedFont | null;
  readonly body: ShippedFont | null;
}

const ROLES: readonly FontRole[] = ['heading', 'body'];

function textElements(deck: DeckDocument): TextElement[] {
  return deck.slides.flatMap((slide) =>
    slide.elements.filter((element): element is TextElement => element.type === 'text'),
  );
}

export function deckFonts(deck: DeckDocument): DeckFonts {
  const fonts: Record<FontRole, ShippedFont | null> = { heading: null, body: null };
  for (const role of ROLES) {
    const faces = new Set(
      textElements(deck)
        .filter((element) => element.font === role)
        .flatMap((element) => element.paragraphs.flatMap((p) => p.runs))
        .filter((run) => run.text.length > 0)
        .map((run) => run.fontFace),
    );
    const [only] = faces;
    fonts[role] = faces.size === 1 ? (shippedFontOfFace(only) ?? null) : null;
  }
  return fonts;
}

/**
 * The deck with every run of a role's text boxes in the chosen font (`null`: back to the
 * theme's font; a role left out keeps its fonts). Slides and elements it leaves alone keep
 * their identity, so an editor's caches of unchanged slides stay valid.
 */
export function applyDeckFonts(
  deck: DeckDocument,
  choice: { readonly heading?: ShippedFont | null; readonly body?: ShippedFont | null },
): DeckDocument {
  const faceOf = (role: FontRole): string | null | undefined =>
    choice[role] === undefined ? undefined : (choice[role]?.family ?? null);
  const slides = deck.slides.map((slide) => {
    let changed = false;
    const elements = slide.elements.map((element) => {
      if (element.type !== 'text') return element;
      const face = faceOf(element.font);
      if (face === undefined) return element;
      changed = true;
      return {
        ...element,
        paragraphs: element.paragraphs.map((paragraph) => ({
          runs: paragraph.runs.map(({ fontFace: _old, ...run }) =>
            face === null ? run : { ...run, fontFace: face },
          ),
        })),
      };
    });
    return changed ? { ...slide, elements } : slide;
  });
  return { ...deck, slides };
}

import { placeInBrandFrames } from '../brand/frames.js';
import { labelsFor, type DeckLabels } from '../labels.js';
import type { LayoutContext } from '../layouts/context.js';
import {
  DECK_VERSION,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type DeckDocument,
  type Slide,
  type TextElement,
} from '../model.js';
import { themedMeasurer } from '../outline-to-deck.js';
import type { TextMeasurer } from '../text-fit.js';
import { fontMeasurer } from '../text/measure.js';
import { getTheme } from '../themes.js';
import { slideKind } from './classify.js';
import { Composer } from './compose.js';
import { contentStrings, paragraphText, type SlideContent } from './content.js';
import { decorationTest, withOwnBackgrounds } from './decorations.js';
import { readSlide } from './read.js';

export interface RestyleOptions {
  /** Replaces the engine's font metrics (tests use the estimating measurer). */
  measurer?: TextMeasurer;
}

/** What the engine appends to a continuation slide's title, in either language. */
const CONTINUED = [' (cont.)', '（续）'];

function withoutContinued(title: string): string | undefined {
  const mark = CONTINUED.find((label) => title.endsWith(label));
  return mark ? title.slice(0, -mark.length).trim() : undefined;
}

/**
 * A slide titled 'X（续）' right after a slide titled 'X' goes on with it: its content joins
 * that slide's, and the layouts split it again as they need (so a restyled deck restyled
 * once more does not pile up continuation slides).
 */
function joinContinuations(contents: readonly SlideContent[]): SlideContent[] {
  const joined: SlideContent[] = [];
  for (const content of contents) {
    const last = joined.at(-1);
    if (!last || !last.title || withoutContinued(content.title) !== last.title) {
      joined.push(content);
      continue;
    }
    const notes = [last.slide.notes, content.slide.notes].filter(Boolean).join('\n');
    joined[joined.length - 1] = {
      ...last,
      slide: { ...last.slide, notes },
      blocks: [...last.blocks, ...content.blocks],
      tables: [...last.tables, ...content.tables],
      charts: [...last.charts, ...content.charts],
      pictures: [...last.pictures, ...content.pictures],
    };
  }
  return joined;
}

/** Chinese labels (续, 谢谢观看) for a deck with Chinese text, else English ones. */
function deckLabels(contents: readonly SlideContent[]): DeckLabels {
  const words = contents.flatMap(contentStrings).join(' ');
  return labelsFor({ items: [{ id: 'deck', parentId: null, kind: 'title', title: words }] });
}

/** The slide and its elements under another id ('restyle-3.title' -> 'slide-2.title'). */
function renamed(slide: Slide, id: string): Slide {
  const prefix = `${slide.id}.`;
  return {
    ...slide,
    id,
    elements: slide.elements.map((element) =>
      element.id.startsWith(prefix)
        ? { ...element, id: id + element.id.slice(slide.id.length) }
        : element,
    ),
  };
}

/** An untitled slide's header has no title to show (not even '（续）' alone). */
function withoutEmptyTitle(slide: Slide, labels: DeckLabels): Slide {
  const empty = (element: TextElement) => {
    const text = element.paragraphs.map(paragraphText).join('').trim();
    return text === '' || text === labels.continued.trim();
  };
  const elements = slide.elements.filter(
    (e) => !(e.type === 'text' && e.id === `${slide.id}.title` && empty(e)),
  );
  return elements.length === slide.elements.length ? slide : { ...slide, elements };
}

/**
 * Ids for the slides one imported slide became: its own, then `<id>-2`, `<id>-3`... that no
 * other slide has (the ids of continuations joined to their slide are free again).
 */
function idMaker(contents: readonly SlideContent[]) {
  const used = new Set(contents.map((content) => content.slide.id));
  return (base: string, index: number): string => {
    if (index === 0) return base;
    let n = index + 1;
    while (used.has(`${base}-${n}`)) n += 1;
    used.add(`${base}-${n}`);
    return `${base}-${n}`;
  };
}

/**
 * Lays an imported deck's content out anew in a theme with the engine's own layouts (一键美化):
 * each slide read without its master's decorations (decorations.ts) as a title, text with its
 * levels, tables, charts, pictures and notes (read.ts), classed as cover, section, closing or
 * content (classify.ts) and composed in the theme (compose.ts): every text, picture, table and
 * chart is kept, text too long for a layout goes on continuation slides. The result is an
 * engine deck: the standard page, DECK_VERSION, the new theme, no `imported` mark; each
 * imported slide's id and notes stay on the first slide it became.
 *
 * Pure and deterministic: the same deck and theme always give the same deck, so undoing is
 * putting the original back, which the server keeps. What the server should call on
 * POST /api/workspace/ppt/change-theme:
 * - a deck with `imported` set (as read from a PPTX, never restyled): restyleDeck;
 * - an engine deck (generated, or the result of restyleDeck): rethemeDeck, which keeps every
 *   edit in place; restyleDeck also takes it (the engine's frame is read by its element ids)
 *   when the user asks for the layouts to be drawn anew.
 * An unknown theme is a DeckError 'unknown-theme' (getTheme).
 */
export function restyleDeck(
  imported: DeckDocument,
  themeId: string,
  options: RestyleOptions = {},
): DeckDocument {
  const theme = getTheme(themeId);
  const source = withOwnBackgrounds(imported);
  const isDecoration = decorationTest(source);
  const scale = PAGE_WIDTH / (source.page.width || PAGE_WIDTH);
  const contents = joinContinuations(source.slides.map((s) => readSlide(s, isDecoration, scale)));
  const labels = deckLabels(contents);
  const ctx: LayoutContext = {
    theme,
    measurer: themedMeasurer(options.measurer ?? fontMeasurer, theme),
    labels,
    deckTitle: imported.title,
    today: '',
    history: [],
    pictures: [],
  };
  const composer = new Composer(ctx);
  const idOf = idMaker(contents);
  const slides = contents.flatMap((content, index) => {
    const kind = slideKind(content, index, contents.length);
    const made = composer.compose(content, kind);
    const some = made.length > 0 ? made : composer.compose(content, 'blank');
    return some.map((slide, k) => ({
      ...withoutEmptyTitle(renamed(slide, idOf(content.slide.id, k)), labels),
      notes: k === 0 ? content.slide.notes : '',
    }));
  });
  // A brand theme: the slides in its template's frames, on its page (as outlineToDeck does).
  const { brand } = theme;
  return {
    version: DECK_VERSION,
    title: imported.title,
    themeId: theme.id,
    page: brand ? { ...brand.page } : { width: PAGE_WIDTH, height: PAGE_HEIGHT },
    slides: brand ? slides.map((slide) => placeInBrandFrames(slide, brand, ctx)) : slides,
  };
}

import { HEADER_BOTTOM } from '../layouts/chrome.js';
import { GRID, type LayoutContext } from '../layouts/context.js';
import type { DeckElement, Slide, TextElement } from '../model.js';
import { layoutTextElement } from '../text/layout.js';
import { brandKindOf, type BrandDecor, type BrandLook } from './decor.js';
import { fitPlacement, placeElement, type Box } from './scale.js';

/**
 * The body area the engine's content layouts fill on its 960 x 540 page: between the header
 * and the footer, inside the side margins.
 */
const CONTENT_AREA: Box = {
  x: GRID.marginX,
  y: HEADER_BOTTOM,
  w: GRID.contentWidth,
  h: GRID.bodyBottom - HEADER_BOTTOM,
};

/** Content is never drawn larger than the engine set it, by more than this. */
const MAX_GROWTH = 1.25;

/**
 * What the engine adds around an ordinary slide's content in its own themes (the motif, the
 * title's marks, the kicker, the footer): a template brings its own, on the master.
 */
const CHROME = /^\.(motif[^.]*|accent|rule|badge|badge-number|kicker|footer|footer-mark)$/;

const isChrome = (slide: Slide, element: DeckElement) =>
  element.id.startsWith(slide.id) && CHROME.test(element.id.slice(slide.id.length));

const isFeature = (slide: Slide) => brandKindOf(slide) !== 'obj';

/** The least a title is scaled to fit its frame: below it, it is cut as the engine would. */
const MIN_TITLE_SCALE = 0.3;
const TITLE_SCALE_STEP = 0.95;

/** What the title's text is measured with: the deck's theme and the layouts' measurer. */
export type TitleFit = Pick<LayoutContext, 'theme' | 'measurer'>;

/**
 * The title at the template's title frame, widened to the whole frame and as large as its text
 * fits there (by its lines, not its box: the engine's box leaves room for lines the words may
 * not need), up to a little larger than the engine set it.
 */
function placeTitle(title: TextElement, frame: Box, fit: TitleFit): DeckElement {
  const at = (k: number): TextElement => {
    const placed = placeElement(title, { k, dx: frame.x - title.x * k, dy: frame.y - title.y * k });
    return { ...(placed as TextElement), x: frame.x, y: frame.y, w: frame.w, h: frame.h };
  };
  let k = Math.min(MAX_GROWTH, frame.w / Math.max(title.w, 1));
  while (k > MIN_TITLE_SCALE && !layoutTextElement(at(k), fit.theme, fit.measurer).complete) {
    k *= TITLE_SCALE_STEP;
  }
  return at(Math.max(k, MIN_TITLE_SCALE));
}

function unionBox(elements: readonly Box[]): Box {
  const x = Math.min(...elements.map((e) => e.x));
  const y = Math.min(...elements.map((e) => e.y));
  const right = Math.max(...elements.map((e) => e.x + e.w));
  const bottom = Math.max(...elements.map((e) => e.y + e.h));
  return { x, y, w: right - x, h: bottom - y };
}

/** The rest of a slide, kept together as the engine composed it, fitted into the body frame. */
function placeBody(elements: readonly DeckElement[], from: Box, frame: Box): DeckElement[] {
  if (elements.length === 0) return [];
  const placement = fitPlacement(from, frame, MAX_GROWTH);
  return elements.map((element) => placeElement(element, placement));
}

function placeSlide(slide: Slide, look: BrandLook, fit: TitleFit): DeckElement[] {
  const titleId = `${slide.id}.title`;
  const feature = isFeature(slide);
  // Cover, divider and closing keep their words only: their fills, pictures and rules are the
  // engine's decoration, where the template's own stands.
  const kept = slide.elements.filter((element) =>
    feature ? element.type === 'text' : !isChrome(slide, element),
  );
  const title = kept.find(
    (element): element is TextElement => element.id === titleId && element.type === 'text',
  );
  const rest = kept.filter((element) => element !== title);
  // Content keeps the engine's proportions on the page: the body area it fills, widened by
  // what stands out of it (a card's number past the margin), so all of it lands in the frame.
  const from = feature ? unionBox(rest) : unionBox([CONTENT_AREA, ...rest]);
  return [
    ...placeBody(rest, from, look.body),
    ...(title ? [placeTitle(title, look.title, fit)] : []),
  ];
}

/**
 * A slide laid out by the engine, placed in the template's frames: its title in the layout's
 * title frame, its content in the body frame (a cover's subtitle and date in the title
 * layout's). The slide keeps no background of its own and no slide number: the template's
 * master and layout draw those under it, by reference (see the scene and the PPTX writer).
 */
export function placeInBrandFrames(slide: Slide, decor: BrandDecor, fit: TitleFit): Slide {
  const look = decor.looks[brandKindOf(slide)];
  const { background: _background, showSlideNumber: _number, ...rest } = slide;
  return { ...rest, elements: placeSlide(slide, look, fit) };
}

import { PAGE_HEIGHT, PAGE_WIDTH, type DeckElement, type Slide } from '../model.js';
import { placeBox, placeElement, type Box, type Placement } from './scale.js';
import type { BrandBackground, BrandLayout, BrandLayoutKind, BrandThemeSpec } from './spec.js';

/** What a slide of one layout kind shows of its template, on the deck's page. */
export interface BrandLook {
  /** The template layout the slide is made on (its part), none when the master stands alone. */
  readonly part?: string;
  readonly background: BrandBackground;
  /** The master's own shapes and pictures (unless the layout hides them), then the layout's. */
  readonly elements: readonly DeckElement[];
  readonly title: Box;
  readonly body: Box;
}

/** A brand theme's template as the engine draws it: one look per layout kind. */
export interface BrandDecor {
  readonly spec: BrandThemeSpec;
  /** The deck's page: 960 x 540 for a 16:9 template, else the template's own page. */
  readonly page: { readonly width: number; readonly height: number };
  /** From the template's page to the deck's. */
  readonly placement: Placement;
  readonly looks: Readonly<Record<BrandLayoutKind, BrandLook>>;
}

/** Which layout kind a deck slide is made on, by the engine layout that produced it. */
export function brandKindOf(slide: Pick<Slide, 'layout'>): BrandLayoutKind {
  switch (slide.layout) {
    case 'cover':
    case 'closing':
      return 'title';
    case 'divider':
      return 'secHead';
    default:
      return 'obj';
  }
}

/** The template's layout standing in for a kind it lacks (a divider on the cover's layout). */
const STAND_INS: Readonly<Record<BrandLayoutKind, readonly BrandLayoutKind[]>> = {
  title: ['title', 'obj', 'titleOnly'],
  secHead: ['secHead', 'title', 'obj', 'titleOnly'],
  obj: ['obj', 'titleOnly', 'blank'],
  titleOnly: ['titleOnly', 'obj', 'blank'],
  blank: ['blank', 'titleOnly', 'obj'],
};

const isWide = (page: BrandThemeSpec['page']) =>
  Math.abs(page.width / page.height - PAGE_WIDTH / PAGE_HEIGHT) < 0.01;

/** Frames for a template whose master names none: the usual title strip and body below it. */
function defaultFrames({ width, height }: BrandThemeSpec['page']) {
  return {
    title: { x: width * 0.06, y: height * 0.05, w: width * 0.88, h: height * 0.16 },
    body: { x: width * 0.06, y: height * 0.25, w: width * 0.88, h: height * 0.66 },
  };
}

function lookOf(
  spec: BrandThemeSpec,
  layout: BrandLayout | undefined,
  placement: Placement,
): BrandLook {
  const { master } = spec;
  const fallback = defaultFrames(spec.page);
  const own = layout?.showMaster === false ? [] : master.elements;
  const elements = [...own, ...(layout?.elements ?? [])];
  return {
    ...(layout ? { part: layout.part } : {}),
    background: layout?.background ?? master.background,
    elements: elements.map((element) => placeElement(element, placement)),
    title: placeBox(layout?.title ?? master.title ?? fallback.title, placement),
    body: placeBox(layout?.body ?? master.body ?? fallback.body, placement),
  };
}

const sameBox = (a: Box, b: Box) =>
  Math.abs(a.x - b.x) < 1 &&
  Math.abs(a.y - b.y) < 1 &&
  Math.abs(a.w - b.w) < 1 &&
  Math.abs(a.h - b.h) < 1;

/**
 * A cover or a divider on a template that has no layout of that kind (it stands in with the
 * content layout, or a cover layout that is the content layout again): its title across the
 * middle of the body frame and its subtitle below, not a content slide's title strip.
 */
function featureLook(look: BrandLook, content: BrandLook): BrandLook {
  if (!sameBox(look.title, content.title) || !sameBox(look.body, content.body)) return look;
  const { body } = content;
  return {
    ...look,
    title: { x: body.x, y: body.y + body.h * 0.18, w: body.w, h: body.h * 0.36 },
    body: { x: body.x, y: body.y + body.h * 0.58, w: body.w, h: body.h * 0.36 },
  };
}

/** The template's looks on the deck's page (scaled to 960 x 540 from a 16:9 template's). */
export function brandDecor(spec: BrandThemeSpec): BrandDecor {
  const page = isWide(spec.page) ? { width: PAGE_WIDTH, height: PAGE_HEIGHT } : spec.page;
  const placement = { k: page.width / spec.page.width, dx: 0, dy: 0 };
  const look = (kind: BrandLayoutKind) => {
    const found = STAND_INS[kind].find((other) => spec.layouts[other]);
    return lookOf(spec, found ? spec.layouts[found] : undefined, placement);
  };
  const obj = look('obj');
  return {
    spec,
    page,
    placement,
    looks: {
      title: featureLook(look('title'), obj),
      obj,
      secHead: featureLook(look('secHead'), obj),
      titleOnly: look('titleOnly'),
      blank: look('blank'),
    },
  };
}

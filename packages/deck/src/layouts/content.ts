import { splitSubTitle } from '@slidecraft/contract/outline';
import type { DeckElement, Slide } from '../model.js';
import { HEADER_BOTTOM, headerTitleFits, slideHeader } from './chrome.js';
import { GRID, type LayoutContext } from './context.js';
import type {
  BodyPage,
  ContentLayout,
  ContentLayoutId,
  ContentSource,
  LayoutInput,
} from './content-layout.js';
import { fittedTextBox, neededHeight, type Box, type TextBoxSpec } from './elements.js';
import { featureColors } from './feature.js';
import { slideFooter } from './footer.js';
import { motifShapes } from './motifs.js';
import { LIST_VARIANTS, layoutCandidates, layoutFor } from './select.js';

export type { ContentSource } from './content-layout.js';

const SUBTITLE_HEIGHT = 36;
/** The longest run of one content layout on consecutive slides. */
export const MAX_RUN = 3;

/** Size of the lead line that carries a heading too long for the title. */
const LEAD_SIZE = 16;

/**
 * The lead line of a slide whose heading does not fit the title box whole (issue 16, item 3):
 * the title shows the heading's first clauses and this line, under the header, the whole
 * heading, so no word of the outline is lost. Undefined when the title holds the heading.
 */
export function leadSpec(source: ContentSource, ctx: LayoutContext): TextBoxSpec | undefined {
  const { title } = source.heading;
  if (headerTitleFits(title, ctx, source.number)) return undefined;
  const spec: TextBoxSpec = {
    id: '',
    x: GRID.marginX,
    y: HEADER_BOTTOM - 6,
    w: GRID.contentWidth,
    h: 0,
    font: 'body',
    paragraphs: [title],
    color: ctx.theme.palette.text,
    lineHeight: 1.25,
  };
  return { ...spec, h: Math.ceil(neededHeight(spec, LEAD_SIZE, ctx.measurer)) + 2 };
}

export function bodyArea(subtitle: string, lead?: TextBoxSpec): Box {
  const y = (subtitle ? HEADER_BOTTOM + SUBTITLE_HEIGHT : HEADER_BOTTOM) + (lead?.h ?? 0);
  return { x: GRID.marginX, y, w: GRID.contentWidth, h: GRID.bodyBottom - y };
}

/** Interchangeable presentations of a short plain list, in the order they are tried. */
const PLAIN_LISTS: readonly ContentLayoutId[] = [
  'cards-3',
  'cards-4',
  'numbered',
  'image-text',
  'bullets',
];

/**
 * A short plain list whose layout repeats one of the last two slides' takes the next plain
 * layout that holds it on one slide, so a deck of similar sections alternates (cards, numbered
 * rows, picture and list) instead of showing the same composition slide after slide.
 */
function alternated(layout: ContentLayout, pages: BodyPage[], input: LayoutInput) {
  const recent = input.ctx.history.slice(-2);
  if (pages.length !== 1 || !PLAIN_LISTS.includes(layout.id) || !recent.includes(layout.id)) {
    return undefined;
  }
  for (const id of PLAIN_LISTS) {
    if (recent.includes(id)) continue;
    const other = layoutFor(id, input.ctx.theme);
    const planned = other.plan(input.source.points, input);
    if (planned?.length === 1) return { layout: other, pages: planned };
  }
  return undefined;
}

function choose(points: readonly string[], input: LayoutInput) {
  const { prefer } = input.source;
  const candidates = layoutCandidates(input.source);
  for (const id of prefer ? [prefer, ...candidates.filter((c) => c !== prefer)] : candidates) {
    const layout = layoutFor(id, input.ctx.theme);
    const pages = layout.plan(points, input);
    if (pages && pages.length > 0) return alternated(layout, pages, input) ?? { layout, pages };
  }
  const pages: BodyPage[] = [{ points: [], size: 16, start: 0 }];
  return { layout: layoutFor('bullets', input.ctx.theme), pages };
}

const repeats = (history: readonly string[], id: string) =>
  history.length >= MAX_RUN && history.slice(-MAX_RUN).every((seen) => seen === id);

/**
 * The slides for one planned page: as planned, or, when `layout` has already run MAX_RUN slides,
 * a list variant that holds the page's points (on one slide if it can, else on several).
 */
function varied(layout: ContentLayout, page: BodyPage, input: LayoutInput): Planned[] {
  const { history } = input.ctx;
  if (!repeats(history, layout.id) || page.points.length === 0) return [{ layout, page }];
  let fallback: Planned[] | undefined;
  for (const id of LIST_VARIANTS) {
    if (id === layout.id) continue;
    const other = layoutFor(id, input.ctx.theme);
    const planned = other.plan(page.points, input);
    if (!planned || planned.length === 0) continue;
    const slides = planned.map((part) => ({
      layout: other,
      page: { ...part, start: page.start + part.start },
    }));
    if (planned.length === 1) return slides;
    fallback ??= slides;
  }
  return fallback ?? [{ layout, page }];
}

interface Planned {
  layout: ContentLayout;
  page: BodyPage;
}

/** Whether two groups fit side by side on one comparison slide. */
export function fitsComparison(source: ContentSource, ctx: LayoutContext): boolean {
  const subtitle = splitSubTitle(source.heading.subTitle).join(ctx.labels.separator);
  const input: LayoutInput = { source, area: bodyArea(subtitle, leadSpec(source, ctx)), ctx };
  return (layoutFor('comparison', ctx.theme).plan(source.points, input)?.length ?? 0) === 1;
}

function subtitleBox(id: string, subtitle: string, box: Box, ctx: LayoutContext): DeckElement {
  const centred = ctx.theme.titleStyle === 'centered';
  return fittedTextBox(
    {
      id,
      ...box,
      paragraphs: [subtitle],
      font: 'body',
      color: ctx.theme.palette.textMuted,
      align: centred ? 'center' : 'left',
      maxSize: 16,
      minSize: 14,
    },
    ctx.measurer,
  );
}

/**
 * Content slides for one heading: the layout family its content suits, split over as many
 * slides as the text needs at a readable size, varied when one family would run too long.
 */
export function contentSlides(source: ContentSource, ctx: LayoutContext): Slide[] {
  const { heading, points } = source;
  const subtitle = splitSubTitle(heading.subTitle).join(ctx.labels.separator);
  const lead = leadSpec(source, ctx);
  const input: LayoutInput = { source, area: bodyArea(subtitle, lead), ctx };
  const { layout: chosen, pages } = choose(points, input);

  const slides: Slide[] = [];
  for (const planned of pages) {
    for (const { layout, page } of varied(chosen, planned, input)) {
      ctx.history.push(layout.id);
      slides.push(contentSlide(source, layout, page, slides.length, input, lead));
    }
  }
  return slides;
}

/**
 * The top of a content slide with the standard header: the theme's motif, the title with its
 * kicker and marks, and the lead line of a heading too long for the title. Restyled slides
 * (restyle/) draw their own bodies under it.
 */
export function contentHeader(
  id: string,
  title: string,
  kicker: string | undefined,
  number: string,
  lead: TextBoxSpec | undefined,
  ctx: LayoutContext,
): DeckElement[] {
  const elements: DeckElement[] = [
    ...motifShapes(id, 'content', ctx.theme, featureColors(ctx.theme)),
    ...slideHeader(id, title, kicker, ctx, number),
  ];
  if (lead) {
    const sizes = { maxSize: LEAD_SIZE, minSize: LEAD_SIZE };
    elements.push(fittedTextBox({ ...lead, id: `${id}.lead`, ...sizes }, ctx.measurer));
  }
  return elements;
}

function contentSlide(
  source: ContentSource,
  layout: ContentLayout,
  page: BodyPage,
  index: number,
  input: LayoutInput,
  lead: TextBoxSpec | undefined,
): Slide {
  const { heading, kicker } = source;
  const { ctx } = input;
  const subtitle = splitSubTitle(heading.subTitle).join(ctx.labels.separator);
  const id = `content-${heading.id}-${index + 1}`;
  const title = index === 0 ? heading.title : heading.title + ctx.labels.continued;
  const elements: DeckElement[] = [];
  if (layout.header) {
    elements.push(...contentHeader(id, title, kicker, source.number, lead, ctx));
    if (subtitle) {
      const y = HEADER_BOTTOM - 8 + (lead?.h ?? 0);
      const box = { x: GRID.marginX, y, w: GRID.contentWidth, h: 32 };
      elements.push(subtitleBox(`${id}.subtitle`, subtitle, box, ctx));
    }
  } else {
    elements.push(...motifShapes(id, 'content', ctx.theme, featureColors(ctx.theme)));
    if (subtitle) {
      const box = { x: GRID.marginX + 48, y: 420, w: GRID.contentWidth - 96, h: 32 };
      elements.push(subtitleBox(`${id}.subtitle`, subtitle, { ...box }, ctx));
    }
  }
  elements.push(...layout.render(id, page, input), ...slideFooter(id, ctx.deckTitle, ctx));
  const groupText = (page.groups ?? []).flatMap((group) => [group.title, ...group.points]);
  return {
    id,
    layout: layout.id,
    showSlideNumber: true,
    elements,
    notes: [heading.title, subtitle, ...(groupText.length > 0 ? groupText : page.points)]
      .filter(Boolean)
      .join('\n'),
  };
}

import { splitSubTitle, type OutlineNode } from '@slidecraft/contract';
import type { DeckElement, Slide } from '../model.js';
import { largestFittingSize, splitToFit, type TextFrame, type TextMeasurer } from '../text-fit.js';
import { HEADER_BOTTOM, slideHeader } from './chrome.js';
import { balancedChunks, GRID, type LayoutContext } from './context.js';
import { fittedTextBox, frameOf, textBox, type TextBoxSpec } from './elements.js';

export const MAX_POINTS_PER_SLIDE = 6;
/** Body text shrinks from 24 pt to 16 pt at most; below that the points go to another slide. */
export const BODY_SIZE = { max: 24, min: 16 } as const;
const SUBTITLE_HEIGHT = 36;

export interface ContentSource {
  heading: OutlineNode;
  /** The parent heading's title, shown small above the title. */
  kicker?: string;
  points: readonly string[];
}

interface BodyPage {
  points: string[];
  size: number;
}

/**
 * Spreads points over as few slides as possible: at most six per slide (balanced), each slide's
 * points fitting the body at 16 pt or more. A point too long for a slide of its own is cut at
 * a sentence break and continued on the next slide. All pages of one heading share a size.
 */
export function paginatePoints(
  points: readonly string[],
  frame: TextFrame,
  measurer: TextMeasurer,
): BodyPage[] {
  const cap = balancedChunks(points, MAX_POINTS_PER_SLIDE)[0]?.length ?? 0;
  const queue = [...points];
  const pages: BodyPage[] = [];
  while (queue.length > 0) {
    let take = Math.min(cap, queue.length);
    let size: number | undefined;
    for (; take > 0; take--) {
      size = largestFittingSize(queue.slice(0, take), BODY_SIZE, frame, measurer);
      if (size !== undefined) break;
    }
    if (take > 0 && size !== undefined) {
      pages.push({ points: queue.splice(0, take), size });
      continue;
    }
    const [head, rest] = splitToFit(queue[0] ?? '', BODY_SIZE.min, frame, measurer);
    pages.push({ points: [head], size: BODY_SIZE.min });
    if (rest) queue[0] = rest;
    else queue.shift();
  }
  const shared = Math.min(...pages.map((page) => page.size));
  return pages.map((page) => ({ ...page, size: shared }));
}

/** Content slides for one heading: its title, subtitle and points as bullets. */
export function contentSlides(source: ContentSource, ctx: LayoutContext): Slide[] {
  const { heading, kicker, points } = source;
  const { palette } = ctx.theme;
  const subtitle = splitSubTitle(heading.subTitle).join(ctx.labels.separator);
  const bodyTop = subtitle ? HEADER_BOTTOM + SUBTITLE_HEIGHT : HEADER_BOTTOM;
  const body: TextBoxSpec = {
    id: '',
    x: GRID.marginX,
    y: bodyTop,
    w: GRID.contentWidth,
    h: GRID.bodyBottom - bodyTop,
    font: 'body',
    paragraphs: [],
    color: palette.text,
    bulletIndent: 22,
    paragraphSpacing: 0.5,
  };
  const pages = paginatePoints(points, frameOf(body), ctx.measurer);
  if (pages.length === 0) pages.push({ points: [], size: BODY_SIZE.max });

  return pages.map((page, index) => {
    const id = `content-${heading.id}-${index + 1}`;
    const title = index === 0 ? heading.title : heading.title + ctx.labels.continued;
    const elements: DeckElement[] = slideHeader(id, title, kicker, ctx);
    if (subtitle) {
      const box = { x: GRID.marginX, y: HEADER_BOTTOM - 8, w: GRID.contentWidth, h: 32 };
      const spec = { id: `${id}.subtitle`, ...box, paragraphs: [subtitle] };
      const style = { font: 'body' as const, color: palette.textMuted, maxSize: 16, minSize: 14 };
      elements.push(fittedTextBox({ ...spec, ...style }, ctx.measurer));
    }
    if (page.points.length > 0) {
      elements.push(
        textBox({ ...body, id: `${id}.body`, paragraphs: page.points, size: page.size }),
      );
    }
    return {
      id,
      layout: 'content',
      showSlideNumber: true,
      elements,
      notes: [heading.title, subtitle, ...page.points].filter(Boolean).join('\n'),
    };
  });
}

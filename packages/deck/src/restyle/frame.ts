import type { OutlineNode } from '@slidecraft/contract/outline';
import { bodyArea, contentHeader, leadSpec } from '../layouts/content.js';
import { GRID, type LayoutContext } from '../layouts/context.js';
import type { Box } from '../layouts/elements.js';
import { featureColors } from '../layouts/feature.js';
import { slideFooter } from '../layouts/footer.js';
import { motifShapes } from '../layouts/motifs.js';
import type { DeckElement, Slide } from '../model.js';

/** What a restyled slide's header shows. */
export interface Heading {
  /** The slide's title; '' for a slide that had none (it then has no header). */
  title: string;
  /** The section the slide is in, shown small above the title. */
  kicker?: string;
  /** The section's number, for the badge title styles ('01'). */
  number: string;
}

/** Top of the body of a slide without a title (the theme's motifs keep to the edges above). */
const UNTITLED_TOP = 56;

/** The heading as the outline node the content layouts take. */
export function headingNode(title: string): OutlineNode {
  return { id: 'restyle', parentId: null, kind: 'section', title, children: [] };
}

const leadOf = (heading: Heading, ctx: LayoutContext) =>
  leadSpec({ heading: headingNode(heading.title), points: [], number: heading.number }, ctx);

/** The body area of a slide with this heading: under the header and its lead line, if any. */
export function bodyBox(heading: Heading, ctx: LayoutContext): Box {
  if (!heading.title) {
    return {
      x: GRID.marginX,
      y: UNTITLED_TOP,
      w: GRID.contentWidth,
      h: GRID.bodyBottom - UNTITLED_TOP,
    };
  }
  return bodyArea('', leadOf(heading, ctx));
}

/**
 * A content slide of the theme around a body drawn by restyle (a table, charts, pictures, a
 * list with sub-points): the motif, the standard header ('（续）' after the title of a
 * continuation), the body, the footer with the deck title and the slide number.
 */
export function framedSlide(
  id: string,
  heading: Heading,
  continued: boolean,
  layout: string,
  body: readonly DeckElement[],
  ctx: LayoutContext,
): Slide {
  const elements: DeckElement[] = [];
  if (heading.title) {
    const title = continued ? heading.title + ctx.labels.continued : heading.title;
    const lead = leadOf(heading, ctx);
    elements.push(...contentHeader(id, title, heading.kicker, heading.number, lead, ctx));
  } else {
    elements.push(...motifShapes(id, 'content', ctx.theme, featureColors(ctx.theme)));
  }
  elements.push(...body, ...slideFooter(id, ctx.deckTitle, ctx));
  return { id, layout, showSlideNumber: true, elements, notes: '' };
}

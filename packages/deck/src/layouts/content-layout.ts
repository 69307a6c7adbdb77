import type { OutlineNode } from '@slidecraft/contract/outline';
import type { DeckElement } from '../model.js';
import type { LayoutContext } from './context.js';
import type { TextMeasurer } from '../text-fit.js';
import { neededHeight, textBox, type Box, type TextBoxSpec } from './elements.js';

export const CONTENT_LAYOUT_IDS = [
  'statement',
  'bullets',
  'numbered',
  'two-columns',
  'cards-3',
  'cards-4',
  'timeline',
  'comparison',
  'stats',
  'quote',
  'image-text',
  'table',
  'two-blocks',
] as const;

export type ContentLayoutId = (typeof CONTENT_LAYOUT_IDS)[number];

/** Body text of list layouts shrinks from 24 pt to 16 pt at most; then it goes to a new slide. */
export const BODY_SIZE = { max: 24, min: 16 } as const;
/** Smallest text of cards, tables, timelines and labels. */
export const SMALL_MIN = 14;

export interface PointGroup {
  title: string;
  points: readonly string[];
}

/** The content of one heading's slides. */
export interface ContentSource {
  heading: OutlineNode;
  /** The parent heading's title, shown small above the title. */
  kicker?: string;
  points: readonly string[];
  /** Two sub-sections to show side by side. */
  groups?: readonly PointGroup[];
  /** The number the badge title style shows ('01'). */
  number: string;
  /** A layout to try first (an editor action such as "make it a table"), when it fits. */
  prefer?: ContentLayoutId;
}

/** The points of one slide, the text size they fit at, and where their numbering starts. */
export interface BodyPage {
  points: readonly string[];
  size: number;
  start: number;
  groups?: readonly PointGroup[];
}

export interface LayoutInput {
  source: ContentSource;
  /** The body area under the header (and subtitle). */
  area: Box;
  ctx: LayoutContext;
}

/**
 * A content layout family. `plan` splits points into slides that fit, or says (undefined) that
 * this family cannot show them; `render` draws one planned slide's body.
 */
export interface ContentLayout {
  /** The slide kind, stored as the slide's `layout` (the editor and the sweep key on it). */
  readonly id: ContentLayoutId;
  /**
   * The composition's name within its kind ('rail', 'seal', ...); undefined for the base
   * compositions (layouts/select.ts) that families without their own take.
   */
  readonly variant?: string;
  /** False when the layout draws its own title instead of the standard header. */
  readonly header: boolean;
  plan(points: readonly string[], input: LayoutInput): BodyPage[] | undefined;
  render(slideId: string, page: BodyPage, input: LayoutInput): DeckElement[];
}

/** A bulleted list box in the body style. */
export function bulletSpec(box: Box, color: string): TextBoxSpec {
  return {
    id: '',
    ...box,
    font: 'body',
    paragraphs: [],
    color,
    bulletIndent: 22,
    paragraphSpacing: 0.5,
  };
}

export function bulletList(id: string, box: Box, page: BodyPage, color: string): DeckElement {
  return textBox({ ...bulletSpec(box, color), id, paragraphs: page.points, size: page.size });
}

/** Where the optical centre of a block sits in free space: a little above the middle. */
const OPTICAL_CENTRE = 0.42;

/**
 * A short list, centred (optically) in `box` instead of hanging from its top edge, with more
 * air between items when they have room. Lists that fill the box stay as they are.
 */
export function centredBulletList(
  id: string,
  box: Box,
  page: BodyPage,
  color: string,
  measurer: TextMeasurer,
): DeckElement {
  const base = { ...bulletSpec(box, color), id, paragraphs: page.points };
  for (const paragraphSpacing of [0.9, 0.5]) {
    const spec = { ...base, paragraphSpacing };
    const needed = neededHeight(spec, page.size, measurer) + 2;
    if (needed > box.h) continue;
    const y = box.y + (box.h - needed) * OPTICAL_CENTRE;
    return textBox({ ...spec, y, h: needed, size: page.size });
  }
  return textBox({ ...base, size: page.size });
}

/** A block of height `h` placed at the optical centre of `box`. */
export function centredIn(box: Box, h: number): Box {
  const height = Math.min(h, box.h);
  return { ...box, y: box.y + (box.h - height) * OPTICAL_CENTRE, h: height };
}

/** Pages of single points (quote, statement): each point on a slide of its own. */
export function onePerPage(points: readonly string[], size: number): BodyPage[] {
  return points.map((point, start) => ({ points: [point], size, start }));
}

import { PAGE_HEIGHT, PAGE_WIDTH } from '../model.js';
import type { DeckLabels } from '../labels.js';
import { illustrationFor } from '../illustrations/choose.js';
import { illustrationOf, type IllustrationScene } from '../image-src.js';
import type { TextMeasurer } from '../text-fit.js';
import type { DeckTheme } from '../themes.js';
import type { ContentLayoutId } from './content-layout.js';

/** What every layout needs besides its own content. */
export interface LayoutContext {
  readonly theme: DeckTheme;
  readonly measurer: TextMeasurer;
  readonly labels: DeckLabels;
  /** The deck title, repeated in the footer of ordinary slides. */
  readonly deckTitle: string;
  /** The date the cover shows when the outline names none, YYYY-MM-DD. */
  readonly today: string;
  /** Layout ids of the content slides made so far, in order (layouts vary to avoid runs). */
  readonly history: string[];
  /** Scenes of the pictures placed so far, in order (pictures vary to avoid repeats). */
  readonly pictures: IllustrationScene[];
  /** Layouts a template asks for, by heading title (tried first where they fit). */
  readonly plan?: Readonly<Record<string, ContentLayoutId>>;
  /**
   * Pictures a slide brings with it (a restyled deck's own photos), placed in order where a
   * layout would draw an illustration; taken from the list as they are placed.
   */
  readonly givenPictures?: string[];
}

/** How many of the last pictures a new one must differ from in scene. */
const PICTURE_MEMORY = 2;

/**
 * The illustration for a slide (illustrations/choose.ts), in a scene other than the deck's last
 * pictures', recorded in the context; the next of `givenPictures` instead when there is one.
 * Layouts call it once per slide, in slide order.
 */
export function slidePicture(
  ctx: LayoutContext,
  heading: string,
  points: readonly string[],
  position: number,
): string {
  const given = ctx.givenPictures?.shift();
  if (given !== undefined) return given;
  const src = illustrationFor(heading, points, position, ctx.pictures.slice(-PICTURE_MEMORY));
  const scene = illustrationOf(src)?.scene;
  if (scene) ctx.pictures.push(scene);
  return src;
}

/** Page grid shared by the layouts, in points on the 960 x 540 page. */
export const GRID = {
  pageWidth: PAGE_WIDTH,
  pageHeight: PAGE_HEIGHT,
  marginX: 64,
  contentWidth: PAGE_WIDTH - 2 * 64,
  /** Bottom edge of body text; the footer with the slide number sits below it. */
  bodyBottom: 492,
} as const;

/** Two-digit number: 0 -> '01'. */
export function chapterNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/** Splits items into the fewest pages of at most `perPage`, balanced (8 -> 4 + 4, not 6 + 2). */
export function balancedChunks<T>(items: readonly T[], perPage: number): T[][] {
  if (items.length === 0) return [];
  const pages = Math.ceil(items.length / perPage);
  const size = Math.ceil(items.length / pages);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

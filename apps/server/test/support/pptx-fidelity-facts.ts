/**
 * What the fidelity harness compares, read alike from a .pptx (pptx-fidelity-pptx.ts) and from
 * a deck document (pptx-fidelity-deck.ts): per slide, the elements a viewer sees with their
 * kind, frame and texts, and the background.
 */

/**
 * An element's kind as a viewer tells them apart: anything with text is `text` (a text box
 * and a preset shape with text may each become the other), a shape or line without text is
 * `shape`, and `other` is a graphic frame the deck model has no element for (SmartArt, OLE).
 */
export type FrameKind = 'text' | 'shape' | 'picture' | 'table' | 'chart' | 'other';

/** Where a .pptx element comes from: the slide itself, or its layout or master. */
export type FrameSource = 'slide' | 'layout' | 'master';

export interface FrameFact {
  kind: FrameKind;
  /** The frame in points, on the page (groups resolved), before any rotation. */
  x: number;
  y: number;
  w: number;
  h: number;
  /**
   * Its texts, whitespace collapsed, none empty: one per paragraph of a text body, one per
   * table cell, and a chart's title, axis titles, series names and categories.
   */
  texts: string[];
  from: FrameSource;
}

export interface BackgroundFact {
  /** A picture covers the page. */
  picture: boolean;
  /** The colour, six hex digits in upper case, when the file states one. */
  color?: string;
}

export interface SlideFacts {
  background: BackgroundFact;
  frames: FrameFact[];
  /** Every text of the slide's frames. */
  texts: string[];
  /** Picture elements, plus one for a background picture. */
  pictures: number;
  charts: number;
  tables: number;
}

export interface DeckFacts {
  /** Page size in points. */
  page: { width: number; height: number };
  slides: SlideFacts[];
}

/** Whitespace collapsed to single spaces, trimmed: how texts are compared. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The non-empty normalised texts. */
export function textUnits(texts: readonly string[]): string[] {
  return texts.map(normaliseText).filter(Boolean);
}

/** A slide's facts from its frames and background (the counts follow from them). */
export function slideFacts(frames: FrameFact[], background: BackgroundFact): SlideFacts {
  const count = (kind: FrameKind) => frames.filter((frame) => frame.kind === kind).length;
  return {
    background,
    frames,
    texts: frames.flatMap((frame) => frame.texts),
    pictures: count('picture') + (background.picture ? 1 : 0),
    charts: count('chart'),
    tables: count('table'),
  };
}

import type { Draft } from 'immer';
import {
  slideSchema,
  type DeckDocument,
  type Paragraph,
  type Slide,
  type TextElement,
} from '@slidecraft/deck/scene';
import { newId } from './deck-ops';

/**
 * What the AI actions of the editor change, as pure functions and immer recipes: an answer's
 * text becomes a text box's paragraphs, and the slides of a slide action take the place of
 * the slide they were made from. Each is applied as one DeckHistory step (one undo).
 */
type DeckDraft = Draft<DeckDocument>;

/** Slides the server cannot write anew from an outline item (it answers 5000 for them). */
const NOT_REGENERABLE: ReadonlySet<string> = new Set([
  'cover',
  'toc',
  'agenda',
  'divider',
  'closing',
]);

export function canRegenerate(slide: Pick<Slide, 'layout'>): boolean {
  return !NOT_REGENERABLE.has(slide.layout);
}

/** A list marker the model may put before a line ('* ', '- ', '• '); numbers are words, kept. */
const MARKER = /^\s*(?:[*\-•·]\s+)/;

/**
 * The lines of an answer, one paragraph each: trimmed, the list marker taken off, empty lines
 * dropped. An answer of nothing but blank lines has no paragraph.
 */
export function answerLines(answer: string): string[] {
  return answer
    .split(/\r?\n/)
    .map((line) => line.replace(MARKER, '').trim())
    .filter((line) => line !== '');
}

/** The text a text action works on: the box's paragraphs, one per line. */
export function boxText(element: TextElement): string {
  return element.paragraphs.map((p) => p.runs.map((r) => r.text).join('')).join('\n');
}

/**
 * The box's paragraphs replaced by `lines`, each one run in the look of the box's first run
 * (size, colour, bold, font); alignment and bullets belong to the box and stay as they were.
 * A box without runs keeps its paragraphs (there is no look to copy).
 */
export const replaceBoxText =
  (slideId: string, elementId: string, lines: readonly string[]) => (deck: DeckDraft) => {
    const slide = deck.slides.find((s) => s.id === slideId);
    const element = slide?.elements.find((e) => e.id === elementId);
    if (element?.type !== 'text' || lines.length === 0) return;
    const first = element.paragraphs.find((p) => p.runs.length > 0)?.runs[0];
    if (!first) return;
    const look = { ...first };
    element.paragraphs = lines.map((text): Paragraph => ({
      runs: [{ ...look, text }],
    })) as Draft<Paragraph>[];
  };

/**
 * The slides of a slide action's `done` event, checked against the deck model: null when
 * there is none or any is not a valid slide (nothing is applied then).
 */
export function parseSlides(raw: readonly unknown[] | undefined): Slide[] | null {
  if (!raw || raw.length === 0) return null;
  const slides: Slide[] = [];
  for (const item of raw) {
    const parsed = slideSchema.safeParse(item);
    if (!parsed.success) return null;
    slides.push(parsed.data);
  }
  return slides;
}

/**
 * Slide `slideId` replaced by `slides[0]` (which keeps the old slide's id, so the rail keeps
 * its place) and any others inserted after it, each with an id no other slide has.
 */
export const replaceSlide = (slideId: string, slides: readonly Slide[]) => (deck: DeckDraft) => {
  const index = deck.slides.findIndex((s) => s.id === slideId);
  if (index < 0 || slides.length === 0) return;
  const taken = new Set(deck.slides.map((s) => s.id));
  const placed = slides.map((slide, n): Slide => {
    if (n === 0) return { ...slide, id: slideId };
    let id = slide.id;
    while (taken.has(id)) id = newId('s');
    taken.add(id);
    return { ...slide, id };
  });
  deck.slides.splice(index, 1, ...(placed as Draft<Slide>[]));
};

import type { DeckElement, FontRole, Paragraph } from '../model.js';
import { paragraphText, type Item } from './content.js';

/** A text box or a shape's text, as the reader of a slide sees it. */
export interface Text {
  id: string;
  box: { x: number; y: number; w: number; h: number };
  font: FontRole;
  paragraphs: Paragraph[];
  /** Paragraphs without their own bullet setting are bulleted (the box is a list). */
  listed: boolean;
  size: number;
}

const largest = (paragraphs: readonly Paragraph[]) =>
  Math.max(0, ...paragraphs.flatMap((p) => p.runs.map((run) => run.size)));

export function textOf(element: DeckElement): Text | undefined {
  const body =
    element.type === 'text' ? element : element.type === 'shape' ? element.text : undefined;
  if (!body || !body.paragraphs.some((p) => paragraphText(p))) return undefined;
  return {
    id: element.id,
    box: { x: element.x, y: element.y, w: element.w, h: element.h },
    font: body.font,
    paragraphs: body.paragraphs,
    listed: body.bullet !== undefined,
    size: largest(body.paragraphs),
  };
}

export const bulleted = (p: Paragraph, text: Text) => (p.bullet ? !p.bullet.none : text.listed);

export function itemsOf(text: Text, levelShift = 0): Item[] {
  return text.paragraphs
    .map((p) => ({
      text: paragraphText(p),
      level: Math.min(8, (p.level ?? 0) + levelShift),
      plain: !bulleted(p, text),
    }))
    .filter((item) => item.text.length > 0);
}

export const joined = (text: Text) => text.paragraphs.map(paragraphText).filter(Boolean).join(' ');

import type { TextElement } from '../model.js';
import type { DeckTheme } from '../themes.js';
import { layoutTextElement, type TextBox } from '../text/layout.js';
import { solid, type Primitive } from './primitives.js';
import { strokeOf } from './stroke.js';

/** A text body's spans, then its underlines and strike-throughs over them. */
export function textBoxPrimitives(box: TextBox, theme: DeckTheme): Primitive[] {
  const { spans, decorations } = layoutTextElement(box, theme);
  return [
    ...spans.map((span): Primitive => ({ kind: 'text', span })),
    ...decorations.map(({ x, y, w, h, color }): Primitive => ({
      kind: 'rect',
      x,
      y,
      w,
      h,
      radius: 0,
      fill: solid(color),
    })),
  ];
}

/** A text element: its own background and outline (imported boxes) under its text. */
export function textPrimitives(element: TextElement, theme: DeckTheme): Primitive[] {
  const text = textBoxPrimitives(element, theme);
  if (!element.fill && !element.line) return text;
  const { x, y, w, h } = element;
  const stroke = strokeOf(element.line);
  const box: Primitive = {
    kind: 'rect',
    x,
    y,
    w,
    h,
    radius: 0,
    ...(element.fill ? { fill: solid(element.fill.color, element.fill.transparency) } : {}),
    ...(stroke ? { stroke } : {}),
  };
  return [box, ...text];
}

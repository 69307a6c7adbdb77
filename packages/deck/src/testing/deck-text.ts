import type { Slide, TextElement } from '../model.js';

/** Test helper: the paragraphs of a text element as plain strings. */
export function textOf(element: TextElement): string[] {
  return element.paragraphs.map((paragraph) => paragraph.runs.map((run) => run.text).join(''));
}

/** Test helper: all text a viewer reads on a slide (text boxes and table cells), in order. */
export function visibleText(slide: Slide): string {
  return slide.elements
    .map((element) => {
      if (element.type === 'text') return textOf(element).join('');
      if (element.type === 'table') return element.rows.flat().join('');
      return '';
    })
    .join('');
}

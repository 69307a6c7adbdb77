import type { DeckElement } from '../../model.js';
import { filledShape } from '../elements.js';
import { brandOn, readableFills, textOn } from './compare-colours.js';
import { markText } from './compare-marks.js';
import { sideTitle } from './compare-shared.js';
import { markerBox, sidesLayout, type SidesDraw, type SidesSpacing } from './compare-sides.js';

// Vivid: two solid colour halves meeting in the middle, text on colour, a 'VS' circle on the
// seam; each half's title large with a short bar under it, the points led by small circles.

/** Insets of the left half: `pad` on the outer edge, `seam` by the middle, dots before points. */
function vividSpacing(pad: number, seam: number, head: number, top: number, under: number) {
  const dots = 10 + 12;
  return {
    gutter: 0,
    offset: 0,
    least: 300,
    headTop: top,
    head,
    headLeft: pad,
    headRight: seam,
    titleInset: 0,
    listLeft: pad + dots,
    listRight: seam,
    under,
    bottom: top,
    right: { headLeft: seam, headRight: pad, listLeft: seam + dots, listRight: pad },
  } satisfies SidesSpacing;
}

const VIVID_ROOMY = vividSpacing(36, 52, 56, 28, 28);
const VIVID_DENSE = vividSpacing(24, 44, 44, 16, 18);
const DOT = 10;
const CIRCLE = 76;

function vividFill(d: SidesDraw<SidesSpacing>, index: 0 | 1): string {
  const { palette, chart } = d.ctx.theme;
  return readableFills([palette.primary, ...chart], palette, 2)[index] ?? palette.primary;
}

function vividSide(d: SidesDraw<SidesSpacing>, index: 0 | 1): DeckElement[] {
  const { ctx, frame, page } = d;
  const id = `${d.slideId}.side-${index + 1}`;
  const head = frame.heads[index];
  const fill = vividFill(d, index);
  const ink = textOn(fill, ctx.theme.palette);
  const bar = { x: head.x + 4, y: head.y + head.h + 8, w: 48, h: 5 };
  const elements: DeckElement[] = [
    filledShape(`${id}.half`, 'rect', frame.sides[index], fill),
    sideTitle(`${id}.title`, head, d.groups[index]?.title ?? '', ink, ctx, {
      align: 'left',
      max: 30,
    }),
    filledShape(`${id}.bar`, 'rect', bar, ink),
  ];
  d.boxes[index].forEach((box, n) => {
    const dot = markerBox(box, page.size, head.x + 4, DOT);
    elements.push(filledShape(`${id}.dot-${n + 1}`, 'ellipse', dot, ink));
  });
  return elements;
}

function vividSeam(d: SidesDraw<SidesSpacing>): DeckElement[] {
  if (!d.versus) return [];
  const { area } = d.input;
  const { palette } = d.ctx.theme;
  const s = d.frame.sides[0];
  const box = {
    x: area.x + area.w / 2 - CIRCLE / 2,
    y: s.y + s.h / 2 - CIRCLE / 2,
    w: CIRCLE,
    h: CIRCLE,
  };
  return [
    filledShape(`${d.slideId}.seam-circle`, 'ellipse', box, palette.background),
    markText(`${d.slideId}.seam.vs`, box, 'VS', brandOn(palette.background, d.ctx), d.ctx, 24),
  ];
}

export const vividComparison = sidesLayout<SidesSpacing>({
  variant: 'halves',
  spacings: [VIVID_ROOMY, VIVID_DENSE],
  maxGap: 1.8,
  pointColor: (d, index) => textOn(vividFill(d, index), d.ctx.theme.palette),
  side: vividSide,
  between: vividSeam,
});

import type { DeckElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import { filledShape, horizontalLine } from '../elements.js';
import { brandOn } from './compare-colours.js';
import { markText } from './compare-marks.js';
import { sideTitle } from './compare-shared.js';
import { markerBox, sidesLayout, type SidesDraw, type SidesSpacing } from './compare-sides.js';

// Tech: two outlined tiles with a primary edge on their left, each head a large '01' index and
// the title under a thin line, the points led by small chevrons; a chevron between the tiles.

interface TechSpacing extends SidesSpacing {
  padX: number;
  index: number;
}

const TECH_ROOMY: TechSpacing = {
  gutter: 64,
  offset: 0,
  least: 260,
  headTop: 14,
  head: 52,
  headLeft: 80,
  headRight: 24,
  titleInset: 0,
  listLeft: 42,
  listRight: 24,
  under: 22,
  bottom: 18,
  padX: 24,
  index: 56,
};
const TECH_DENSE: TechSpacing = {
  ...TECH_ROOMY,
  gutter: 56,
  headTop: 8,
  head: 40,
  headLeft: 60,
  headRight: 16,
  listLeft: 34,
  listRight: 16,
  under: 14,
  bottom: 10,
  padX: 16,
  index: 44,
};
const EDGE = 4;

function techSide(d: SidesDraw<TechSpacing>, index: 0 | 1): DeckElement[] {
  const { ctx, k, frame, page } = d;
  const { palette } = ctx.theme;
  const id = `${d.slideId}.side-${index + 1}`;
  const side = frame.sides[index];
  const head = frame.heads[index];
  const outline = { color: mix(palette.primary, palette.surface, 0.6), width: 1 };
  const brand = brandOn(palette.surface, ctx);
  const number = { x: side.x + k.padX - 4, y: head.y, w: k.index, h: head.h };
  const under = { x: side.x + k.padX, y: head.y + head.h + k.under / 2 };
  const elements: DeckElement[] = [
    { ...filledShape(`${id}.tile`, 'rect', side, palette.surface), line: outline },
    filledShape(`${id}.edge`, 'rect', { ...side, w: EDGE }, palette.primary),
    markText(`${id}.index.number`, number, `0${index + 1}`, brand, ctx, 30),
    sideTitle(`${id}.title`, head, d.groups[index]?.title ?? '', palette.title, ctx, {
      align: 'left',
      max: 24,
    }),
    horizontalLine(`${id}.underline`, under, side.w - 2 * k.padX, outline),
  ];
  d.boxes[index].forEach((box, n) => {
    const mark = markerBox(box, page.size, side.x + k.padX, 8, 10);
    elements.push(filledShape(`${id}.chevron-${n + 1}`, 'chevron', mark, brand));
  });
  return elements;
}

function techChevron(d: SidesDraw<TechSpacing>): DeckElement[] {
  if (!d.versus) return [];
  const { area } = d.input;
  const s = d.frame.sides[0];
  const box = { x: area.x + area.w / 2 - 14, y: s.y + s.h / 2 - 20, w: 28, h: 40 };
  const color = brandOn(d.ctx.theme.palette.background, d.ctx);
  return [filledShape(`${d.slideId}.versus-chevron`, 'chevron', box, color)];
}

export const techComparison = sidesLayout<TechSpacing>({
  variant: 'tiles',
  spacings: [TECH_ROOMY, TECH_DENSE],
  maxGap: 1.6,
  pointColor: (d) => d.ctx.theme.palette.text,
  side: techSide,
  between: techChevron,
});

import type { DeckElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import type { Box } from '../elements.js';
import { filledShape, horizontalLine } from '../elements.js';
import { markShape } from './compare-marks.js';
import { sideTitle, verticalLine } from './compare-shared.js';
import { markerBox, sidesLayout, type SidesDraw, type SidesSpacing } from './compare-sides.js';

// Government: two square panels under solid primary head bands, a gold 'VS' square between the
// bands, the points as rows led by small primary squares with rules between them, a heavy rule
// closing each panel.

interface GovSpacing extends SidesSpacing {
  padX: number;
}

const GOV_ROOMY: GovSpacing = {
  gutter: 72,
  offset: 0,
  least: 280,
  headTop: 0,
  head: 56,
  headLeft: 0,
  headRight: 0,
  titleInset: 16,
  listLeft: 48,
  listRight: 28,
  under: 22,
  bottom: 26,
  padX: 28,
};
const GOV_DENSE: GovSpacing = {
  ...GOV_ROOMY,
  gutter: 64,
  head: 44,
  listLeft: 36,
  listRight: 18,
  under: 12,
  bottom: 16,
  padX: 18,
};
const VS = 48;

function governmentSide(d: SidesDraw<GovSpacing>, index: 0 | 1): DeckElement[] {
  const { ctx, k, frame, page } = d;
  const { palette } = ctx.theme;
  const id = `${d.slideId}.side-${index + 1}`;
  const side = frame.sides[index];
  const head = frame.heads[index];
  const rule = { color: mix(palette.primary, palette.surface, 0.7), width: 1 };
  const title = { ...head, x: head.x + k.titleInset, w: head.w - 2 * k.titleInset };
  const body = { ...side, y: side.y + head.h, h: side.h - head.h };
  const elements: DeckElement[] = [
    filledShape(`${id}.panel`, 'rect', body, palette.surface),
    filledShape(`${id}.band`, 'rect', head, palette.primary),
    filledShape(`${id}.base`, 'rect', { ...side, y: side.y + side.h - 4, h: 4 }, palette.primary),
    sideTitle(`${id}.title`, title, d.groups[index]?.title ?? '', palette.onPrimary, ctx, {
      max: 22,
    }),
  ];
  const boxes = d.boxes[index];
  boxes.forEach((box, n) => {
    const square = markerBox(box, page.size, side.x + k.padX, 8);
    elements.push(filledShape(`${id}.mark-${n + 1}`, 'rect', square, palette.primary));
    const next = boxes[n + 1];
    if (!next) return;
    const from = { x: side.x + k.padX, y: (box.y + box.h + next.y) / 2 };
    elements.push(horizontalLine(`${id}.divider-${n + 1}`, from, side.w - 2 * k.padX, rule));
  });
  return elements;
}

function governmentVersus(d: SidesDraw<GovSpacing>): DeckElement[] {
  if (!d.versus) return [];
  const { area } = d.input;
  const { palette } = d.ctx.theme;
  const head = d.frame.heads[0];
  const box: Box = {
    x: area.x + area.w / 2 - VS / 2,
    y: head.y + head.h / 2 - VS / 2,
    w: VS,
    h: VS,
  };
  return markShape(`${d.slideId}.versus`, 'rect', box, palette.accent, palette, 'VS', d.ctx);
}

export const governmentComparison = sidesLayout<GovSpacing>({
  variant: 'banner',
  spacings: [GOV_ROOMY, GOV_DENSE],
  maxGap: 2.4,
  pointColor: (d) => d.ctx.theme.palette.text,
  side: governmentSide,
  between: governmentVersus,
});

// Classic: two scroll panels hung from dark rods, the right one lower, a vertical double rule
// between them; each head a seal square (甲, 乙) beside the title over a thin double
// rule; the points as plain lines with air between them.

interface ClassicSpacing extends SidesSpacing {
  rod: number;
  seal: number;
  padX: number;
}

const CLASSIC_ROOMY: ClassicSpacing = {
  gutter: 80,
  offset: 28,
  least: 260,
  headTop: 23,
  head: 48,
  headLeft: 76,
  headRight: 28,
  titleInset: 0,
  listLeft: 28,
  listRight: 28,
  under: 24,
  bottom: 23,
  rod: 5,
  seal: 36,
  padX: 28,
};
const CLASSIC_DENSE: ClassicSpacing = {
  ...CLASSIC_ROOMY,
  gutter: 64,
  offset: 0,
  headTop: 15,
  head: 40,
  headLeft: 62,
  headRight: 18,
  listLeft: 18,
  listRight: 18,
  under: 16,
  bottom: 15,
  seal: 32,
  padX: 18,
};

const classicLine = (d: SidesDraw<ClassicSpacing>) => ({
  color: mix(d.ctx.theme.palette.primary, d.ctx.theme.palette.surface, 0.45),
  width: 0.75,
});

function classicSide(d: SidesDraw<ClassicSpacing>, index: 0 | 1): DeckElement[] {
  const { ctx, k, frame } = d;
  const { palette } = ctx.theme;
  const id = `${d.slideId}.side-${index + 1}`;
  const side = frame.sides[index];
  const head = frame.heads[index];
  const line = classicLine(d);
  const rod = (y: number) => ({ x: side.x - 6, y, w: side.w + 12, h: k.rod });
  const seal = { x: side.x + k.padX, y: head.y + (head.h - k.seal) / 2, w: k.seal, h: k.seal };
  const under = { x: side.x + k.padX, y: head.y + head.h + 10 };
  const length = side.w - 2 * k.padX;
  return [
    { ...filledShape(`${id}.scroll`, 'rect', side, palette.surface), line },
    filledShape(`${id}.rod-top`, 'rect', rod(side.y), palette.primary),
    filledShape(`${id}.rod-bottom`, 'rect', rod(side.y + side.h - k.rod), palette.primary),
    ...markShape(
      `${id}.seal`,
      'rect',
      seal,
      palette.primary,
      palette,
      (ctx.labels.language === 'zh' ? '甲乙' : 'AB')[index] ?? '',
      ctx,
      {
        name: 'number',
        max: 20,
      },
    ),
    sideTitle(`${id}.title`, head, d.groups[index]?.title ?? '', palette.title, ctx, {
      align: 'left',
      max: 24,
    }),
    horizontalLine(`${id}.line-1`, under, length, line),
    horizontalLine(`${id}.line-2`, { ...under, y: under.y + 3 }, length, line),
  ];
}

function classicDivide(d: SidesDraw<ClassicSpacing>): DeckElement[] {
  const { area } = d.input;
  const [left, right] = d.frame.sides;
  const { color } = classicLine(d);
  const middle = area.x + area.w / 2;
  const length = right.y + right.h - left.y;
  return [
    verticalLine(`${d.slideId}.divide-1`, middle - 2.5, left.y, length, color, 0.75),
    verticalLine(`${d.slideId}.divide-2`, middle + 2.5, left.y, length, color, 0.75),
  ];
}

export const classicComparison = sidesLayout<ClassicSpacing>({
  variant: 'scroll',
  spacings: [CLASSIC_ROOMY, CLASSIC_DENSE],
  maxGap: 2,
  pointColor: (d) => d.ctx.theme.palette.text,
  side: classicSide,
  between: classicDivide,
});

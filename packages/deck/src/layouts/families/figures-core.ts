import type { ChartElement, DeckElement } from '../../model.js';
import { chartLabelSize } from '../../render/chart.js';
import { fitsInFrame, largestFittingSize } from '../../text-fit.js';
import type { LayoutContext } from '../context.js';
import { SMALL_MIN, type ContentLayout, type LayoutInput } from '../content-layout.js';
import { frameOf, type Box } from '../elements.js';
import type { LeadingNumber } from '../point-shape.js';
import { category, comparable, FIGURE_MIN, numbers } from '../stats.js';
import { FIGURE_LINE, sharesOfWhole } from './figures-parts.js';

export * from './figures-parts.js';

/**
 * What the families' stats compositions share: the plan (the base's reading of the numbers,
 * whole, and its choice of a chart for comparable quantities), the figures fitted on one line,
 * labels, charts, and colours with a readable text colour on them.
 */

/** Where one number goes: its figure (on one line, at most `max` points) and its label. */
export interface Slot {
  figure: Box;
  label: Box;
  max: number;
}

export interface Arrangement {
  slots: Slot[];
  /** The chart's frame (chart mode only). */
  chart?: Box;
}

/** One number as drawn: its reading, its slot, the size its figure is set at. */
export interface Placed {
  entry: LeadingNumber;
  slot: Slot;
  size: number;
  index: number;
}

export interface Drawing {
  slideId: string;
  placed: Placed[];
  list: LeadingNumber[];
  /** The labels' size (the page's). */
  labelSize: number;
  chart?: Box;
  input: LayoutInput;
}

export interface StatsDesign {
  variant: string;
  /** Whether figures are bold (measured so). */
  bold: boolean;
  /** Largest label size. */
  labelMax: number;
  /** Most numbers shown as figures without a chart (2..cardsMax). */
  cardsMax: number;
  cards(area: Box, count: number): Arrangement;
  charted(area: Box, count: number): Arrangement & { chart: Box };
  /** Whether the chart's categories fit the chart kind this design draws. */
  chartKind: 'column' | 'bar';
  draw(drawing: Drawing): DeckElement[];
}

/** The largest size in [min, max] at which `text` fits `box` on one line. */
export function oneLineSize(
  text: string,
  max: number,
  box: Box,
  bold: boolean,
  ctx: LayoutContext,
): number | undefined {
  const frame = frameOf({ ...box, font: 'heading', bold, lineHeight: FIGURE_LINE });
  for (let size = Math.floor(max); size >= FIGURE_MIN; size -= 2) {
    const line = { ...frame, height: Math.min(frame.height, size * FIGURE_LINE + 0.01) };
    if (fitsInFrame([text], size, line, ctx.measurer)) return size;
  }
  return undefined;
}

/**
 * The figures' sizes: each the largest that fits its slot on one line, then evened out among
 * slots of the same largest size (figures side by side are set alike).
 */
function figureSizes(
  list: readonly LeadingNumber[],
  slots: readonly Slot[],
  bold: boolean,
  ctx: LayoutContext,
): number[] | undefined {
  const sizes = list.map((entry, i) =>
    oneLineSize(entry.display, slots[i]!.max, slots[i]!.figure, bold, ctx),
  );
  if (sizes.some((size) => size === undefined)) return undefined;
  const fitted = sizes as number[];
  return fitted.map((_, i) =>
    Math.min(...fitted.filter((__, j) => slots[j]!.max === slots[i]!.max)),
  );
}

function labelFit(
  list: readonly LeadingNumber[],
  slots: readonly Slot[],
  max: number,
  ctx: LayoutContext,
) {
  const sizes = list.map((entry, i) =>
    largestFittingSize(
      [entry.label || ' '],
      { max, min: SMALL_MIN },
      frameOf({ ...slots[i]!.label, font: 'body' }),
      ctx.measurer,
    ),
  );
  if (sizes.some((size) => size === undefined)) return undefined;
  return Math.min(...(sizes as number[]));
}

/** Whether the chart's category and value labels fit the kind the design draws. */
function chartFits(
  list: readonly LeadingNumber[],
  box: Box,
  kind: 'column' | 'bar',
  ctx: LayoutContext,
) {
  const size = chartLabelSize({ w: box.w, h: box.h } as ChartElement);
  const labels = list.map((entry) => category(entry.label) ?? entry.label);
  const width = (text: string) => ctx.measurer.measure(text, size, false);
  if (kind === 'bar') return labels.every((label) => width(label) <= box.w * 0.28 - size);
  const slot = box.w / list.length;
  return labels.every((label) => width(label) <= slot * 0.95);
}

/** A stats composition drawn by `design`, taking what the base stats layout takes and more. */
export function statsComposition(design: StatsDesign): ContentLayout {
  const arrange = (list: LeadingNumber[], area: Box) =>
    comparable(list) ? design.charted(area, list.length) : design.cards(area, list.length);
  const fit = (list: LeadingNumber[], area: Box, ctx: LayoutContext) => {
    if (list.length < 2 || list.length > 6) return undefined;
    if (!comparable(list) && list.length > design.cardsMax) return undefined;
    const arrangement = arrange(list, area);
    if (
      arrangement.chart &&
      !sharesOfWhole(list) &&
      !chartFits(list, arrangement.chart, design.chartKind, ctx)
    ) {
      return undefined;
    }
    const sizes = figureSizes(list, arrangement.slots, design.bold, ctx);
    const labelSize = labelFit(list, arrangement.slots, design.labelMax, ctx);
    if (!sizes || labelSize === undefined) return undefined;
    return { arrangement, sizes, labelSize };
  };
  return {
    id: 'stats',
    variant: design.variant,
    header: true,
    plan(points, { area, ctx }) {
      const list = numbers(points);
      const fitted = list && fit(list, area, ctx);
      return fitted ? [{ points, size: fitted.labelSize, start: 0 }] : undefined;
    },
    render(slideId, page, input) {
      const list = numbers(page.points) ?? [];
      const fitted = fit(list, input.area, input.ctx);
      if (!fitted) return [];
      const { arrangement, sizes } = fitted;
      const placed = list.map((entry, index) => ({
        entry,
        slot: arrangement.slots[index]!,
        size: sizes[index]!,
        index,
      }));
      return design.draw({
        slideId,
        placed,
        list,
        labelSize: page.size,
        ...(arrangement.chart ? { chart: arrangement.chart } : {}),
        input,
      });
    },
  };
}

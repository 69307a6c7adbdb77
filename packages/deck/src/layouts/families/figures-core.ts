import type { ChartElement, DeckElement } from '../../model.js';
import { chartLabelSize, formatValue } from '../../render/chart.js';
import { fitsInFrame, largestFittingSize } from '../../text-fit.js';
import type { LayoutContext } from '../context.js';
import { SMALL_MIN, type ContentLayout, type LayoutInput } from '../content-layout.js';
import { frameOf, type Box } from '../elements.js';
import type { PointFigure } from '../point-shape.js';
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
  entry: PointFigure;
  slot: Slot;
  size: number;
  index: number;
}

/**
 * Who gets more room: `even` is the design's arrangement; `labels` (tried when it does not fit)
 * gives the labels more, the figures or the chart less; `chart` gives the chart more (its
 * categories and values whole), the labels less.
 */
export type Room = 'even' | 'labels' | 'chart';

export interface Drawing {
  slideId: string;
  placed: Placed[];
  list: PointFigure[];
  /** The labels' size (the page's). */
  labelSize: number;
  /** Which arrangement was taken (see Room). */
  room: Room;
  /** The chart's kind (column or bar) where the numbers are charted; a pie overrides it. */
  chartKind: 'column' | 'bar';
  chart?: Box;
  input: LayoutInput;
}

export interface StatsDesign {
  variant: string;
  /** Whether figures are bold (measured so). */
  bold: boolean;
  /** Largest label size; beside a chart, `chartLabelMax` where given. */
  labelMax: number;
  chartLabelMax?: number;
  /** Most numbers shown as figures without a chart (2..cardsMax). */
  cardsMax: number;
  /** The figures without a chart, `room` as asked. */
  cards(area: Box, count: number, room: Room): Arrangement;
  /** The chart and its numbers, `room` as asked. */
  charted(area: Box, count: number, room: Room): Arrangement & { chart: Box };
  /** The chart kind the design draws, where its labels fit (else the other). */
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
  list: readonly PointFigure[],
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
  list: readonly PointFigure[],
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

type ChartKind = 'column' | 'bar';

/**
 * The kind of chart the numbers are drawn as in `box`: the design's, or the other when its
 * category and value labels fit only that one; undefined when they fit neither.
 */
function chartKind(
  list: readonly PointFigure[],
  box: Box,
  prefer: ChartKind,
  ctx: LayoutContext,
): ChartKind | undefined {
  const size = chartLabelSize({ w: box.w, h: box.h } as ChartElement);
  const width = (text: string) => ctx.measurer.measure(text, size, false) / 0.95;
  const labels = list.map((entry) => category(entry.label) ?? entry.label);
  const lines = box.h / list.length >= size * 2.8 ? 2 : 1;
  const values = list.map((entry) => formatValue(Math.max(0, entry.value), entry.unit));
  const fits = (kind: ChartKind) =>
    kind === 'bar'
      ? // A category may wrap onto a second line beside its bar.
        labels.every((label) => width(label) <= (box.w * 0.28 - size) * lines) &&
        values.every((value) => width(value) <= size * 4 - 2)
      : [...labels, ...values].every((text) => width(text) <= box.w / list.length - 2);
  return [prefer, prefer === 'bar' ? 'column' : 'bar'].find((kind) => fits(kind as ChartKind)) as
    ChartKind | undefined;
}

/** A stats composition drawn by `design`, taking what the base stats layout takes and more. */
export function statsComposition(design: StatsDesign): ContentLayout {
  const attempt = (
    list: PointFigure[],
    arrangement: Arrangement,
    room: Room,
    ctx: LayoutContext,
  ) => {
    const { chart } = arrangement;
    const kind = chart ? chartKind(list, chart, design.chartKind, ctx) : design.chartKind;
    if (chart && !sharesOfWhole(list) && !kind) return undefined;
    const sizes = figureSizes(list, arrangement.slots, design.bold, ctx);
    const labelMax = (chart && design.chartLabelMax) || design.labelMax;
    const labelSize = labelFit(list, arrangement.slots, labelMax, ctx);
    if (!sizes || labelSize === undefined) return undefined;
    return { arrangement, sizes, labelSize, room, chartKind: kind ?? design.chartKind };
  };
  const fit = (list: PointFigure[], area: Box, ctx: LayoutContext) => {
    if (list.length < 2 || list.length > 6) return undefined;
    const count = list.length;
    const charted = comparable(list);
    if (!charted && count > design.cardsMax) return undefined;
    const rooms: readonly Room[] = charted ? ['even', 'labels', 'chart'] : ['even', 'labels'];
    for (const room of rooms) {
      const arrangement = (charted ? design.charted : design.cards)(area, count, room);
      const fitted = attempt(list, arrangement, room, ctx);
      if (fitted) return fitted;
    }
    return undefined;
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
      const { arrangement, sizes, room, chartKind: kind } = fitted;
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
        room,
        chartKind: kind,
        ...(arrangement.chart ? { chart: arrangement.chart } : {}),
        input,
      });
    },
  };
}

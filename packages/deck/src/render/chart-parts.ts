import type { ChartElement, TextElement } from '../model.js';
import { fontMeasurer } from '../text/measure.js';
import type { DeckTheme } from '../themes.js';
import type { Primitive } from './primitives.js';

/** What the chart kinds share: label boxes, series, the value range and label thinning. */
export const n = (value: number) => Number(value.toFixed(2));

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A chart's drawing: shapes, then labels laid out as text over them. */
export interface Drawn {
  shapes: Primitive[];
  labels: TextElement[];
}

export interface Series {
  name: string;
  values: readonly number[];
  color: string;
}

export function chartLabelSize(chart: Pick<ChartElement, 'w' | 'h'>): number {
  return Math.max(8, Math.min(14, Math.round(Math.min(chart.w, chart.h) / 18)));
}

export function formatValue(value: number, unit: string): string {
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${rounded}${unit}`;
}

/** Label boxes keep a point of padding on each side. */
export const LABEL_INSET = 1;

export function label(
  id: string,
  box: Box,
  text: string,
  chart: ChartElement,
  align: TextElement['align'],
  extra: { size?: number; bold?: boolean } = {},
): TextElement {
  const size = extra.size ?? chartLabelSize(chart);
  const run = { text, size, color: chart.labelColor, ...(extra.bold ? { bold: true } : {}) };
  return {
    type: 'text',
    id,
    ...box,
    font: 'body',
    paragraphs: [{ runs: [run] }],
    align,
    valign: 'middle',
    lineHeight: 1.2,
    paragraphSpacing: 0,
    inset: LABEL_INSET,
  };
}

export const colorAt = (chart: ChartElement, index: number) =>
  chart.colors[index % chart.colors.length] ?? chart.labelColor;

/** The first series (`values`, in the chart's first colour) and the imported extra ones. */
export function seriesOf(chart: ChartElement): Series[] {
  const first = { name: chart.seriesName ?? '', values: chart.values, color: colorAt(chart, 0) };
  return [first, ...(chart.extraSeries ?? [])];
}

/** Whether each bar of a single series takes its category's colour (the engine's charts). */
export const colouredByCategory = (series: readonly Series[]) => series.length === 1;

/**
 * The values the axis spans, zero always among them: the largest and smallest value, or of
 * stacks the largest sum above zero and the smallest below it.
 */
export function valueRange(chart: ChartElement, series: readonly Series[], stacked: boolean) {
  let max = 0;
  let min = 0;
  if (stacked) {
    chart.values.forEach((_, i) => {
      const at = series.map((s) => s.values[i] ?? 0);
      max = Math.max(
        max,
        at.filter((v) => v > 0).reduce((sum, v) => sum + v, 0),
      );
      min = Math.min(
        min,
        at.filter((v) => v < 0).reduce((sum, v) => sum + v, 0),
      );
    });
  } else {
    max = Math.max(...series.flatMap((s) => s.values), 0);
    min = Math.min(...series.flatMap((s) => s.values), 0);
  }
  return { max, min, range: max - min || 1 };
}

/**
 * Every how many categories a label is shown so that none is cut or overlaps the next: 1 when
 * the widest fits its slot, else enough slots for a label of up to six em (a longer one is
 * shortened in its wider box, as when every label shows).
 */
export function labelStep(
  texts: readonly string[],
  slot: number,
  size: number,
  theme: DeckTheme,
): number {
  const font = theme.fonts.body.render;
  const widest = Math.max(0, ...texts.map((text) => fontMeasurer.measure(text, size, false, font)));
  const needed = widest + 2 * LABEL_INSET;
  if (needed <= slot || slot <= 0) return 1;
  return Math.ceil(Math.min(needed, 6 * size + 2 * LABEL_INSET) / slot);
}

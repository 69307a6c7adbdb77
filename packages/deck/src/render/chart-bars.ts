import type { ChartElement, TextElement } from '../model.js';
import type { DeckTheme } from '../themes.js';
import {
  chartLabelSize,
  colorAt,
  colouredByCategory,
  formatValue,
  label,
  labelStep,
  n,
  seriesOf,
  valueRange,
  type Box,
  type Drawn,
  type Series,
} from './chart-parts.js';
import { solid, type Primitive } from './primitives.js';

/**
 * Columns (upright) and bars (across): one series in its category colours, or several side by
 * side or stacked, each in its colour, from a zero line that sits inside the plot when values
 * go below zero. Value labels show for a single series while every category label shows.
 */
const BAR_SHARE = 0.6;

interface Piece {
  category: number;
  series: number;
  /** Where the piece starts and ends along the value axis, as values. */
  from: number;
  to: number;
  color: string;
}

/** Every bar piece: side by side (`to` from zero) or stacked (positives up, negatives down). */
function pieces(chart: ChartElement, series: readonly Series[], stacked: boolean): Piece[] {
  const result: Piece[] = [];
  const byCategory = colouredByCategory(series);
  chart.values.forEach((_, category) => {
    let above = 0;
    let below = 0;
    series.forEach((s, index) => {
      const value = s.values[category];
      if (value === undefined) return;
      const color = byCategory ? colorAt(chart, category) : s.color;
      if (!stacked) result.push({ category, series: index, from: 0, to: value, color });
      else if (value >= 0) {
        result.push({ category, series: index, from: above, to: above + value, color });
        above += value;
      } else {
        result.push({ category, series: index, from: below, to: below + value, color });
        below += value;
      }
    });
  });
  return result;
}

/**
 * The category label box of slot `i`: the slot, or `step` slots centred on it when labels are
 * thinned (the first and last may reach past the plot by part of a slot, as PowerPoint's do).
 */
function slotBox(start: number, slot: number, i: number, step: number) {
  if (step === 1) return { at: start + i * slot, size: slot };
  const size = step * slot;
  return { at: start + (i + 0.5) * slot - size / 2, size };
}

export function columns(chart: ChartElement, box: Box, theme: DeckTheme): Drawn {
  const size = chartLabelSize(chart);
  const band = size * 1.6;
  const series = seriesOf(chart);
  const stacked = chart.stacked === true && series.length > 1;
  const { min, range } = valueRange(chart, series, stacked);
  const slot = box.w / chart.values.length;
  const step = labelStep(chart.categories, slot, size, theme);
  const valued = (chart.valueLabels ?? true) && series.length === 1 && step === 1;
  // The labels of values below zero go under their bars, above the category labels.
  const below = valued && min < 0 ? band : 0;
  const plot = { x: box.x, y: box.y + band, w: box.w, h: box.h - 2 * band - below };
  const extent = (value: number) => (value / range) * plot.h;
  const zeroY = plot.y + plot.h - extent(-min);
  const width = (slot * BAR_SHARE) / (stacked ? 1 : series.length);
  const shapes: Primitive[] = [];
  const labels: TextElement[] = [];
  for (const piece of pieces(chart, series, stacked)) {
    const i = piece.category;
    const offset = stacked ? 0 : piece.series * width;
    const x = plot.x + i * slot + slot * 0.2 + offset;
    const barH = extent(piece.to) - extent(piece.from);
    const top = zeroY - extent(piece.from) - Math.max(barH, 0);
    const h = Math.abs(barH);
    shapes.push({ kind: 'rect', x, y: top, w: width, h, radius: 0, fill: solid(piece.color) });
    if (valued) {
      const y = piece.to >= 0 ? top - band : top + h;
      const box_ = { x: plot.x + i * slot, y, w: slot, h: band };
      labels.push(
        label(`${chart.id}-v${i}`, box_, formatValue(piece.to, chart.unit), chart, 'center'),
      );
    }
    if (piece.series > 0 || i % step !== 0) continue;
    const { at, size: w } = slotBox(plot.x, slot, i, step);
    const category = chart.categories[i] ?? '';
    const box_ = { x: at, y: plot.y + plot.h + below, w, h: band };
    labels.push(label(`${chart.id}-c${i}`, box_, category, chart, 'center'));
  }
  shapes.push({
    kind: 'path',
    d: `M${n(box.x)} ${n(zeroY)} L${n(box.x + box.w)} ${n(zeroY)}`,
    stroke: { color: chart.labelColor, width: 0.75 },
  });
  return { shapes, labels };
}

export function bars(chart: ChartElement, box: Box): Drawn {
  const size = chartLabelSize(chart);
  const labelW = box.w * 0.28;
  const valueW = size * 4;
  const series = seriesOf(chart);
  const stacked = chart.stacked === true && series.length > 1;
  const { min, range } = valueRange(chart, series, stacked);
  const slot = box.h / chart.values.length;
  const pitch = size * 1.2;
  const step = slot < pitch ? Math.ceil(pitch / slot) : 1;
  // The labels of values below zero go left of their bars, right of the category labels.
  const before = series.length === 1 && step === 1 && min < 0 ? valueW : 0;
  const x = box.x + labelW + before;
  const plot = { x, y: box.y, w: box.w - labelW - valueW - before, h: box.h };
  const extent = (value: number) => (value / range) * plot.w;
  const zeroX = plot.x + extent(-min);
  const height = (slot * BAR_SHARE) / (stacked ? 1 : series.length);
  const shapes: Primitive[] = [];
  const labels: TextElement[] = [];
  const valued = (chart.valueLabels ?? true) && series.length === 1 && step === 1;
  for (const piece of pieces(chart, series, stacked)) {
    const i = piece.category;
    const y = plot.y + i * slot;
    const barW = extent(piece.to) - extent(piece.from);
    const left = zeroX + extent(piece.from) + Math.min(barW, 0);
    const top = y + slot * 0.2 + (stacked ? 0 : piece.series * height);
    const w = Math.abs(barW);
    shapes.push({
      kind: 'rect',
      x: left,
      y: top,
      w,
      h: height,
      radius: 0,
      fill: solid(piece.color),
    });
    if (piece.series === 0 && i % step === 0) {
      const box_ = { x: box.x, y: y + slot / 2 - (step * slot) / 2, w: labelW - size * 0.5 };
      const category = chart.categories[i] ?? '';
      const h = step === 1 ? slot : step * slot;
      labels.push(
        label(
          `${chart.id}-c${i}`,
          step === 1 ? { ...box_, y, h } : { ...box_, h },
          category,
          chart,
          'right',
        ),
      );
    }
    if (!valued) continue;
    const text = formatValue(piece.to, chart.unit);
    const at = piece.to >= 0 ? left + w + 2 : left - 2 - valueW;
    const box_ = { x: at, y, w: valueW, h: slot };
    labels.push(label(`${chart.id}-v${i}`, box_, text, chart, piece.to >= 0 ? 'left' : 'right'));
  }
  if (min < 0) {
    shapes.push({
      kind: 'path',
      d: `M${n(zeroX)} ${n(plot.y)} L${n(zeroX)} ${n(plot.y + plot.h)}`,
      stroke: { color: chart.labelColor, width: 0.75 },
    });
  }
  return { shapes, labels };
}

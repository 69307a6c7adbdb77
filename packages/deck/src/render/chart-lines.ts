import { pathData, type PathCommand } from '../geometry/path.js';
import type { ChartElement, TextElement } from '../model.js';
import type { DeckTheme } from '../themes.js';
import {
  chartLabelSize,
  formatValue,
  label,
  labelStep,
  n,
  seriesOf,
  valueRange,
  type Box,
  type Drawn,
} from './chart-parts.js';
import { solid, type Primitive } from './primitives.js';

/**
 * Line and area charts: a point per category at the middle of its slot, one line (with round
 * markers while the points are far enough apart) or one filled area per series in its colour,
 * areas stacked when the chart says so, over a zero line inside the plot.
 */
const LINE_WIDTH = 2;
const MARKER_RADIUS = 3;

type Point = [number, number];

const through = (points: readonly Point[]): PathCommand[] =>
  points.map(([x, y], i) => ({ op: i === 0 ? 'M' : 'L', x, y }));

export function lines(chart: ChartElement, box: Box, theme: DeckTheme): Drawn {
  const size = chartLabelSize(chart);
  const band = size * 1.6;
  const plot = { x: box.x, y: box.y + band, w: box.w, h: box.h - 2 * band };
  const series = seriesOf(chart);
  const area = chart.kind === 'area';
  const stacked = area && chart.stacked === true && series.length > 1;
  const { min, range } = valueRange(chart, series, stacked);
  const zeroY = plot.y + plot.h - (-min / range) * plot.h;
  const yOf = (value: number) => zeroY - (value / range) * plot.h;
  const count = chart.values.length;
  const slot = plot.w / count;
  const xOf = (i: number) => plot.x + (i + 0.5) * slot;
  const step = labelStep(chart.categories, slot, size, theme);
  const shapes: Primitive[] = [];
  const labels: TextElement[] = [];
  let base: number[] = chart.values.map(() => 0);
  for (const s of series) {
    const values = chart.values.map((_, i) => s.values[i] ?? 0);
    const tops = stacked ? values.map((v, i) => v + (base[i] ?? 0)) : values;
    const top = tops.map((v, i): Point => [xOf(i), yOf(v)]);
    if (area) {
      const bottom = (stacked ? base : values.map(() => 0))
        .map((v, i): Point => [xOf(i), yOf(v)])
        .reverse();
      const outline = [...through([...top, ...bottom]), { op: 'Z' } as const];
      shapes.push({ kind: 'path', d: pathData(outline, { x: 0, y: 0 }), fill: solid(s.color) });
    } else {
      const stroke = { color: s.color, width: LINE_WIDTH, round: true };
      shapes.push({ kind: 'path', d: pathData(through(top), { x: 0, y: 0 }), stroke });
      if (slot >= 4 * MARKER_RADIUS) {
        for (const [cx, cy] of top) {
          const r = MARKER_RADIUS;
          shapes.push({ kind: 'ellipse', cx, cy, rx: r, ry: r, fill: solid(s.color) });
        }
      }
    }
    base = tops;
  }
  if ((chart.valueLabels ?? true) && series.length === 1 && step === 1) {
    chart.values.forEach((value, i) => {
      const y = yOf(value) - MARKER_RADIUS - band;
      const box_ = { x: plot.x + i * slot, y, w: slot, h: band };
      labels.push(
        label(`${chart.id}-v${i}`, box_, formatValue(value, chart.unit), chart, 'center'),
      );
    });
  }
  chart.categories.forEach((category, i) => {
    if (i >= count || i % step !== 0) return;
    const w = step * slot;
    const box_ = { x: xOf(i) - w / 2, y: plot.y + plot.h, w, h: band };
    labels.push(label(`${chart.id}-c${i}`, box_, category, chart, 'center'));
  });
  shapes.push({
    kind: 'path',
    d: `M${n(box.x)} ${n(zeroY)} L${n(box.x + box.w)} ${n(zeroY)}`,
    stroke: { color: chart.labelColor, width: 0.75 },
  });
  return { shapes, labels };
}

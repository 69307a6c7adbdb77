import type { ChartElement, TextElement } from '../model.js';
import {
  chartLabelSize,
  colorAt,
  formatValue,
  label,
  n,
  type Box,
  type Drawn,
} from './chart-parts.js';
import { solid, type Primitive } from './primitives.js';

/**
 * A pie (or a doughnut: a pie with a hole of half its radius) of the first series, its legend
 * beside it with each category's share. Values below zero count by their size, as PowerPoint
 * draws them.
 */
const DOUGHNUT_HOLE = 0.5;

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${n(cx + r * Math.sin(angle))} ${n(cy - r * Math.cos(angle))}`;

function wedge(cx: number, cy: number, r: number, from: number, to: number): string {
  const large = to - from > Math.PI ? 1 : 0;
  return `M${n(cx)} ${n(cy)} L${point(cx, cy, r, from)} A${n(r)} ${n(r)} 0 ${large} 1 ${point(cx, cy, r, to)} Z`;
}

/** A piece of a ring between radii `inner` and `r`, from one angle to another (clockwise). */
function ringPiece(cx: number, cy: number, r: number, inner: number, from: number, to: number) {
  const large = to - from > Math.PI ? 1 : 0;
  return (
    `M${point(cx, cy, r, from)} A${n(r)} ${n(r)} 0 ${large} 1 ${point(cx, cy, r, to)} ` +
    `L${point(cx, cy, inner, to)} A${n(inner)} ${n(inner)} 0 ${large} 0 ${point(cx, cy, inner, from)} Z`
  );
}

/** One slice's shapes: a whole disc or ring is drawn in two halves (an arc cannot close). */
function slice(
  chart: ChartElement,
  cx: number,
  cy: number,
  r: number,
  from: number,
  sweep: number,
) {
  const whole = sweep >= 2 * Math.PI - 1e-9;
  if (chart.kind !== 'doughnut') {
    if (whole) return [{ kind: 'ellipse' as const, cx, cy, rx: r, ry: r }];
    return sweep > 0 ? [{ kind: 'path' as const, d: wedge(cx, cy, r, from, from + sweep) }] : [];
  }
  const inner = r * DOUGHNUT_HOLE;
  if (whole) {
    return [0, Math.PI].map((start) => ({
      kind: 'path' as const,
      d: ringPiece(cx, cy, r, inner, start, start + Math.PI),
    }));
  }
  return sweep > 0
    ? [{ kind: 'path' as const, d: ringPiece(cx, cy, r, inner, from, from + sweep) }]
    : [];
}

export function pie(chart: ChartElement, box: Box): Drawn {
  const size = chartLabelSize(chart);
  const r = Math.min(box.h, box.w * 0.5) / 2;
  const cx = box.x + r;
  const cy = box.y + box.h / 2;
  const total = chart.values.reduce((sum, value) => sum + Math.abs(value), 0) || 1;
  const shapes: Primitive[] = [];
  const labels: TextElement[] = [];
  let angle = 0;
  const legendX = box.x + 2 * r + size * 1.5;
  const rowH = Math.min(size * 2, box.h / chart.values.length);
  const legendY = cy - (rowH * chart.values.length) / 2;
  chart.values.forEach((value, i) => {
    const share = Math.abs(value);
    const sweep = (share / total) * 2 * Math.PI;
    const fill = solid(colorAt(chart, i));
    for (const piece of slice(chart, cx, cy, r, angle, sweep)) shapes.push({ ...piece, fill });
    angle += sweep;
    const y = legendY + i * rowH;
    const swatch = size * 0.8;
    shapes.push({
      kind: 'rect',
      x: legendX,
      y: y + (rowH - swatch) / 2,
      w: swatch,
      h: swatch,
      radius: 0,
      fill,
    });
    const text = `${chart.categories[i] ?? ''} ${formatValue(Math.round((share / total) * 1000) / 10, '%')}`;
    const legendBox = {
      x: legendX + swatch * 1.6,
      y,
      w: box.x + box.w - legendX - swatch * 1.6,
      h: rowH,
    };
    labels.push(label(`${chart.id}-l${i}`, legendBox, text, chart, 'left'));
  });
  return { shapes, labels };
}

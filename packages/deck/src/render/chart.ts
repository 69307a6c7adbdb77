import type { ChartElement, TextElement } from '../model.js';
import type { DeckTheme } from '../themes.js';
import { layoutTextElement } from '../text/layout.js';
import { solid, type Primitive } from './primitives.js';

/**
 * Chart drawing for SVG, PNG and PDF: bars, columns or a pie with a legend, labels laid out
 * like any text. PPTX writes a native chart into the same frame instead (pptx/chart.ts).
 */
const n = (value: number) => Number(value.toFixed(2));

export function chartLabelSize(chart: ChartElement): number {
  return Math.max(8, Math.min(14, Math.round(Math.min(chart.w, chart.h) / 18)));
}

export function formatValue(value: number, unit: string): string {
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${rounded}${unit}`;
}

function label(
  id: string,
  box: { x: number; y: number; w: number; h: number },
  text: string,
  chart: ChartElement,
  align: TextElement['align'],
): TextElement {
  return {
    type: 'text',
    id,
    ...box,
    font: 'body',
    paragraphs: [{ runs: [{ text, size: chartLabelSize(chart), color: chart.labelColor }] }],
    align,
    valign: 'middle',
    lineHeight: 1.2,
    paragraphSpacing: 0,
    inset: 1,
  };
}

const colorAt = (chart: ChartElement, index: number) =>
  chart.colors[index % chart.colors.length] ?? chart.labelColor;

function columns(chart: ChartElement): { shapes: Primitive[]; labels: TextElement[] } {
  const size = chartLabelSize(chart);
  const band = size * 1.6;
  const plot = { x: chart.x, y: chart.y + band, w: chart.w, h: chart.h - 2 * band };
  const max = Math.max(...chart.values, 0) || 1;
  const slot = plot.w / chart.values.length;
  const shapes: Primitive[] = [];
  const labels: TextElement[] = [];
  chart.values.forEach((value, i) => {
    const barH = (value / max) * plot.h;
    const x = plot.x + i * slot + slot * 0.2;
    const top = plot.y + plot.h - barH;
    shapes.push({
      kind: 'rect',
      x,
      y: top,
      w: slot * 0.6,
      h: barH,
      radius: 0,
      fill: solid(colorAt(chart, i)),
    });
    const value_ = formatValue(value, chart.unit);
    labels.push(
      label(
        `${chart.id}-v${i}`,
        { x: plot.x + i * slot, y: top - band, w: slot, h: band },
        value_,
        chart,
        'center',
      ),
    );
    const category = chart.categories[i] ?? '';
    labels.push(
      label(
        `${chart.id}-c${i}`,
        { x: plot.x + i * slot, y: plot.y + plot.h, w: slot, h: band },
        category,
        chart,
        'center',
      ),
    );
  });
  const axisY = plot.y + plot.h;
  shapes.push({
    kind: 'path',
    d: `M${n(chart.x)} ${n(axisY)} L${n(chart.x + chart.w)} ${n(axisY)}`,
    stroke: { color: chart.labelColor, width: 0.75 },
  });
  return { shapes, labels };
}

function bars(chart: ChartElement): { shapes: Primitive[]; labels: TextElement[] } {
  const size = chartLabelSize(chart);
  const labelW = chart.w * 0.28;
  const valueW = size * 4;
  const plot = { x: chart.x + labelW, y: chart.y, w: chart.w - labelW - valueW, h: chart.h };
  const max = Math.max(...chart.values, 0) || 1;
  const slot = plot.h / chart.values.length;
  const shapes: Primitive[] = [];
  const labels: TextElement[] = [];
  chart.values.forEach((value, i) => {
    const barW = (value / max) * plot.w;
    const y = plot.y + i * slot;
    shapes.push({
      kind: 'rect',
      x: plot.x,
      y: y + slot * 0.2,
      w: barW,
      h: slot * 0.6,
      radius: 0,
      fill: solid(colorAt(chart, i)),
    });
    const category = chart.categories[i] ?? '';
    labels.push(
      label(
        `${chart.id}-c${i}`,
        { x: chart.x, y, w: labelW - size * 0.5, h: slot },
        category,
        chart,
        'right',
      ),
    );
    labels.push(
      label(
        `${chart.id}-v${i}`,
        { x: plot.x + barW + 2, y, w: valueW, h: slot },
        formatValue(value, chart.unit),
        chart,
        'left',
      ),
    );
  });
  return { shapes, labels };
}

function wedge(cx: number, cy: number, r: number, from: number, to: number): string {
  const point = (angle: number) => `${n(cx + r * Math.sin(angle))} ${n(cy - r * Math.cos(angle))}`;
  const large = to - from > Math.PI ? 1 : 0;
  return `M${n(cx)} ${n(cy)} L${point(from)} A${n(r)} ${n(r)} 0 ${large} 1 ${point(to)} Z`;
}

function pie(chart: ChartElement): { shapes: Primitive[]; labels: TextElement[] } {
  const size = chartLabelSize(chart);
  const r = Math.min(chart.h, chart.w * 0.5) / 2;
  const cx = chart.x + r;
  const cy = chart.y + chart.h / 2;
  const total = chart.values.reduce((sum, value) => sum + value, 0) || 1;
  const shapes: Primitive[] = [];
  const labels: TextElement[] = [];
  let angle = 0;
  const legendX = chart.x + 2 * r + size * 1.5;
  const rowH = Math.min(size * 2, chart.h / chart.values.length);
  const legendY = cy - (rowH * chart.values.length) / 2;
  chart.values.forEach((value, i) => {
    const sweep = (value / total) * 2 * Math.PI;
    const fill = solid(colorAt(chart, i));
    if (sweep >= 2 * Math.PI - 1e-9) shapes.push({ kind: 'ellipse', cx, cy, rx: r, ry: r, fill });
    else if (sweep > 0)
      shapes.push({ kind: 'path', d: wedge(cx, cy, r, angle, angle + sweep), fill });
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
    const text = `${chart.categories[i] ?? ''} ${formatValue(Math.round((value / total) * 1000) / 10, '%')}`;
    const box = {
      x: legendX + swatch * 1.6,
      y,
      w: chart.x + chart.w - legendX - swatch * 1.6,
      h: rowH,
    };
    labels.push(label(`${chart.id}-l${i}`, box, text, chart, 'left'));
  });
  return { shapes, labels };
}

export function chartPrimitives(chart: ChartElement, theme: DeckTheme): Primitive[] {
  const { shapes, labels } =
    chart.kind === 'pie' ? pie(chart) : chart.kind === 'bar' ? bars(chart) : columns(chart);
  const texts = labels.flatMap((element) =>
    layoutTextElement(element, theme).spans.map((span) => ({ kind: 'text' as const, span })),
  );
  return [...shapes, ...texts];
}

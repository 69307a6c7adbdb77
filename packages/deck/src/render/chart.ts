import type { ChartElement } from '../model.js';
import { layoutTextElement } from '../text/layout.js';
import { fontMeasurer } from '../text/measure.js';
import type { DeckTheme } from '../themes.js';
import { bars, columns } from './chart-bars.js';
import { lines } from './chart-lines.js';
import { chartLabelSize, label, seriesOf, type Box, type Drawn } from './chart-parts.js';
import { pie } from './chart-pie.js';
import { solid, type Primitive } from './primitives.js';

/**
 * Chart drawing for SVG, PNG and PDF: columns, bars, lines, areas, a pie or a doughnut, with a
 * title above the plot and a legend of the series below it when the chart asks for them, labels
 * laid out like any text. PPTX writes a native chart into the same frame instead (pptx/chart.ts).
 */
export { chartLabelSize, formatValue } from './chart-parts.js';

const BAND = 1.6;
const TITLE_SCALE = 1.2;

/** The title over the whole width, above the plot. */
function title(chart: ChartElement, text: string, box: Box): { drawn: Drawn; height: number } {
  const size = Math.round(chartLabelSize(chart) * TITLE_SCALE);
  const height = size * BAND;
  const element = label(`${chart.id}-title`, { ...box, h: height }, text, chart, 'center', {
    size,
    bold: true,
  });
  return { drawn: { shapes: [], labels: [element] }, height };
}

/**
 * A row of swatches and series names centred under the plot; each item gets an equal share of
 * the width when they do not all fit at their own.
 */
function legend(chart: ChartElement, box: Box, theme: DeckTheme): { drawn: Drawn; height: number } {
  const size = chartLabelSize(chart);
  const height = size * BAND;
  const swatch = size * 0.8;
  const font = theme.fonts.body.render;
  const items = seriesOf(chart).map((series, i) => {
    const name = series.name || `系列${i + 1}`;
    const width = swatch * 1.6 + fontMeasurer.measure(name, size, false, font) + size;
    return { name, color: series.color, width };
  });
  const total = items.reduce((sum, item) => sum + item.width, 0);
  const fits = total <= box.w;
  let x = box.x + (fits ? (box.w - total) / 2 : 0);
  const y = box.y + box.h - height;
  const drawn: Drawn = { shapes: [], labels: [] };
  items.forEach((item, i) => {
    const w = fits ? item.width : box.w / items.length;
    const top = y + (height - swatch) / 2;
    const fill = solid(item.color);
    drawn.shapes.push({ kind: 'rect', x, y: top, w: swatch, h: swatch, radius: 0, fill });
    const nameBox = { x: x + swatch * 1.6, y, w: w - swatch * 1.6, h: height };
    drawn.labels.push(label(`${chart.id}-s${i}`, nameBox, item.name, chart, 'left'));
    x += w;
  });
  return { drawn, height };
}

function plotOf(chart: ChartElement, box: Box, theme: DeckTheme): Drawn {
  switch (chart.kind) {
    case 'pie':
    case 'doughnut':
      return pie(chart, box);
    case 'bar':
      return bars(chart, box);
    case 'line':
    case 'area':
      return lines(chart, box, theme);
    case 'column':
      return columns(chart, box, theme);
  }
}

export function chartPrimitives(chart: ChartElement, theme: DeckTheme): Primitive[] {
  let box: Box = { x: chart.x, y: chart.y, w: chart.w, h: chart.h };
  const parts: Drawn[] = [];
  if (chart.title) {
    const top = title(chart, chart.title, box);
    parts.push(top.drawn);
    box = { ...box, y: box.y + top.height, h: box.h - top.height };
  }
  // A pie's legend is always beside it, with each slice's share.
  if (chart.legend && chart.kind !== 'pie' && chart.kind !== 'doughnut') {
    const bottom = legend(chart, box, theme);
    parts.push(bottom.drawn);
    box = { ...box, h: box.h - bottom.height };
  }
  parts.unshift(plotOf(chart, box, theme));
  const shapes = parts.flatMap((part) => part.shapes);
  const texts = parts.flatMap((part) =>
    part.labels.flatMap((element) =>
      layoutTextElement(element, theme).spans.map((span) => ({ kind: 'text' as const, span })),
    ),
  );
  return [...shapes, ...texts];
}

import type { ChartElement } from '../model.js';
import { chartLabelSize } from '../render/chart.js';
import type { DeckTheme } from '../themes.js';
import type { Presentation, PptxChartOptions, PptxSlide } from './pptxgen.js';

const inches = (points: number) => points / 72;

/** Excel number format that appends the unit: 0.## then the unit in quotes. */
function numberFormat(unit: string): string {
  return unit ? `#,##0.##"${unit.replace(/"/g, '')}"` : '#,##0.##';
}

/** Charts that draw one series around a centre, one colour per category. */
const isRound = (element: ChartElement) => element.kind === 'pie' || element.kind === 'doughnut';

interface Series {
  name: string;
  values: readonly number[];
  color: string;
}

/** The first series (named after the element when it has no name) and the imported others. */
function chartSeries(element: ChartElement): Series[] {
  const first = {
    name: element.seriesName ?? element.id,
    values: element.values,
    color: element.colors[0] ?? element.labelColor,
  };
  return [first, ...(element.extraSeries ?? [])];
}

function chartType(pptx: Presentation, element: ChartElement) {
  switch (element.kind) {
    case 'pie':
    case 'doughnut':
    case 'line':
    case 'area':
      return pptx.ChartType[element.kind];
    default:
      return pptx.ChartType.bar;
  }
}

/** Title, legend, stacking and an axis below negative bars, only where the chart asks. */
function extraOptions(element: ChartElement, face: string, size: number): PptxChartOptions {
  const options: PptxChartOptions = {};
  if (element.title) {
    options.showTitle = true;
    options.title = element.title;
    options.titleColor = element.labelColor;
    options.titleFontFace = face;
    options.titleFontSize = Math.round(size * 1.25);
  }
  const axes = element.axisTitles;
  if (axes?.category && !isRound(element)) {
    options.showCatAxisTitle = true;
    options.catAxisTitle = axes.category;
    options.catAxisTitleColor = element.labelColor;
    options.catAxisTitleFontFace = face;
  }
  if (axes?.value && !isRound(element)) {
    options.showValAxisTitle = true;
    options.valAxisTitle = axes.value;
    options.valAxisTitleColor = element.labelColor;
    options.valAxisTitleFontFace = face;
  }
  if (element.legend !== undefined) options.showLegend = element.legend;
  if (element.legend && !isRound(element)) options.legendPos = 'b';
  if (element.stacked && element.kind !== 'line' && !isRound(element)) {
    options.barGrouping = 'stacked';
  }
  const series = chartSeries(element);
  // Category names at the plot's foot, not on the zero line through the negative bars.
  if (series.some((s) => s.values.some((value) => value < 0))) options.catAxisLabelPos = 'low';
  return options;
}

/**
 * A native, editable chart (with its data sheet) in the element's frame: bars, columns, lines
 * or areas with every series in its colour, or a pie or doughnut of the first series with one
 * colour per category. Chart text names the theme's East Asian face, which also covers Latin
 * digits and category names.
 */
export function addChartElement(
  pptx: Presentation,
  slide: PptxSlide,
  element: ChartElement,
  theme: DeckTheme,
): void {
  const face = theme.fonts.body.eastAsian;
  const size = chartLabelSize(element);
  const round = isRound(element);
  const series = round ? chartSeries(element).slice(0, 1) : chartSeries(element);
  const colors = round
    ? element.categories.map(
        (_, i) => element.colors[i % element.colors.length] ?? element.labelColor,
      )
    : series.map((s) => s.color);
  const bars = element.kind === 'bar' || element.kind === 'column';
  const options: PptxChartOptions = {
    x: inches(element.x),
    y: inches(element.y),
    w: inches(element.w),
    h: inches(element.h),
    objectName: element.id,
    chartColors: colors,
    showValue: element.valueLabels ?? !round,
    showPercent: round,
    showLegend: round,
    legendPos: 'r',
    legendFontFace: face,
    legendFontSize: size,
    legendColor: element.labelColor,
    dataLabelColor: round ? 'FFFFFF' : element.labelColor,
    dataLabelFontFace: face,
    dataLabelFontSize: size,
    dataLabelFormatCode: round ? '0%' : numberFormat(element.unit),
    catAxisLabelColor: element.labelColor,
    catAxisLabelFontFace: face,
    catAxisLabelFontSize: size,
    valAxisHidden: !(element.valueAxis ?? false),
    ...(element.valueAxis
      ? {
          valAxisLabelColor: element.labelColor,
          valAxisLabelFontFace: face,
          valAxisLabelFontSize: size,
        }
      : { valGridLine: { style: 'none' } }),
    ...(bars ? { barDir: element.kind === 'bar' ? 'bar' : 'col', barGapWidthPct: 66 } : {}),
    ...extraOptions(element, face, size),
  };
  // PowerPoint draws horizontal bars bottom-up; reversed, they read top-down like the SVG.
  const order = <T>(items: readonly T[]) =>
    element.kind === 'bar' ? [...items].reverse() : [...items];
  // A series longer than the categories would write points past the chart's point count.
  const count = element.categories.length;
  const data = series.map((s) => ({
    name: s.name,
    labels: order(element.categories),
    values: order(s.values.length > count ? s.values.slice(0, count) : s.values),
  }));
  slide.addChart(chartType(pptx, element), data, options);
}

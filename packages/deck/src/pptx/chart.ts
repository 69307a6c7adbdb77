import type { ChartElement } from '../model.js';
import { chartLabelSize } from '../render/chart.js';
import type { DeckTheme } from '../themes.js';
import type { Presentation, PptxChartOptions, PptxSlide } from './pptxgen.js';

const inches = (points: number) => points / 72;

/** Excel number format that appends the unit: 0.## then the unit in quotes. */
function numberFormat(unit: string): string {
  return unit ? `#,##0.##"${unit.replace(/"/g, '')}"` : '#,##0.##';
}

/**
 * A native, editable chart (with its data sheet) in the element's frame. Chart text names the
 * theme's East Asian face, which also covers Latin digits and category names.
 */
export function addChartElement(
  pptx: Presentation,
  slide: PptxSlide,
  element: ChartElement,
  theme: DeckTheme,
): void {
  const face = theme.fonts.body.eastAsian;
  const size = chartLabelSize(element);
  const pie = element.kind === 'pie';
  const colors = pie
    ? element.categories.map(
        (_, i) => element.colors[i % element.colors.length] ?? element.labelColor,
      )
    : element.colors.slice(0, 1);
  const options: PptxChartOptions = {
    x: inches(element.x),
    y: inches(element.y),
    w: inches(element.w),
    h: inches(element.h),
    objectName: element.id,
    chartColors: colors,
    showValue: !pie,
    showPercent: pie,
    showLegend: pie,
    legendPos: 'r',
    legendFontFace: face,
    legendFontSize: size,
    legendColor: element.labelColor,
    dataLabelColor: pie ? 'FFFFFF' : element.labelColor,
    dataLabelFontFace: face,
    dataLabelFontSize: size,
    dataLabelFormatCode: pie ? '0%' : numberFormat(element.unit),
    catAxisLabelColor: element.labelColor,
    catAxisLabelFontFace: face,
    catAxisLabelFontSize: size,
    valAxisHidden: true,
    valGridLine: { style: 'none' },
    ...(pie ? {} : { barDir: element.kind === 'bar' ? 'bar' : 'col', barGapWidthPct: 66 }),
  };
  // PowerPoint draws horizontal bars bottom-up; reversed, they read top-down like the SVG.
  const order = <T>(items: readonly T[]) =>
    element.kind === 'bar' ? [...items].reverse() : [...items];
  const data = [
    { name: element.id, labels: order(element.categories), values: order(element.values) },
  ];
  slide.addChart(pie ? pptx.ChartType.pie : pptx.ChartType.bar, data, options);
}

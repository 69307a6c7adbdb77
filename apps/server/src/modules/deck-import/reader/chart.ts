import { CHART_MAX_CATEGORIES, CHART_MAX_SERIES, type ChartElement } from '@slidecraft/deck';
import { colorOf } from './color.js';
import type { PartContext, Transform } from './context.js';
import { fillChild, readFill, type Frame } from './props.js';
import { bodyText, child, children, intAttr, path, type XNode } from './xml.js';

type Kind = ChartElement['kind'];

/** Plot types we keep as native charts, and what each becomes. */
const PLOTS: Record<string, Kind> = {
  'c:barChart': 'column',
  'c:bar3DChart': 'column',
  'c:lineChart': 'line',
  'c:line3DChart': 'line',
  'c:pieChart': 'pie',
  'c:pie3DChart': 'pie',
  'c:ofPieChart': 'pie',
  'c:doughnutChart': 'doughnut',
  'c:areaChart': 'area',
  'c:area3DChart': 'area',
  'c:scatterChart': 'line',
  'c:radarChart': 'line',
};

const FALLBACK = ['4472C4', 'ED7D31', 'A5A5A5', 'FFC000', '5B9BD5', '70AD47'];

/** The cached points of a reference or literal (c:strRef, c:numRef, c:strLit, c:numLit). */
function cached(node: XNode | undefined): string[] {
  const cache =
    path(node, 'c:strRef', 'c:strCache') ??
    path(node, 'c:numRef', 'c:numCache') ??
    path(node, 'c:multiLvlStrRef', 'c:multiLvlStrCache', 'c:lvl') ??
    child(node, 'c:strLit') ??
    child(node, 'c:numLit');
  const count = intAttr(child(cache, 'c:ptCount'), 'val') ?? 0;
  const out: string[] = new Array<string>(Math.min(count, CHART_MAX_CATEGORIES)).fill('');
  for (const pt of children(cache, 'c:pt')) {
    const index = intAttr(pt, 'idx') ?? -1;
    if (index < 0 || index >= CHART_MAX_CATEGORIES) continue;
    out[index] = child(pt, 'c:v')?.text ?? '';
  }
  return out;
}

function seriesColor(ser: XNode, index: number, context: PartContext, line: boolean): string {
  const spPr = child(ser, 'c:spPr');
  const fill = readFill(fillChild(spPr), context.colors);
  if (!line && fill?.kind === 'solid') return fill.color.hex;
  const stroke = readFill(fillChild(child(spPr, 'a:ln')), context.colors);
  if (stroke?.kind === 'solid') return stroke.color.hex;
  if (fill?.kind === 'solid') return fill.color.hex;
  return context.colors.scheme[`accent${(index % 6) + 1}`] ?? FALLBACK[index % 6]!;
}

function titleText(chart: XNode | undefined): string | undefined {
  const rich = path(chart, 'c:title', 'c:tx', 'c:rich');
  const fromRich = bodyText(rich);
  const fromRef = cached(path(chart, 'c:title', 'c:tx'))
    .join(' ')
    .trim();
  const text = fromRich || fromRef;
  return text ? text.slice(0, 200) : undefined;
}

/**
 * A chart part (c:chartSpace) as a chart element: the first plot's kind, its series with their
 * cached categories, values and colours, the title and whether a legend shows. Null when the
 * plot is of a kind we do not draw or holds no data.
 */
export function readChart(space: XNode, frame: Frame, context: PartContext): ChartElement | null {
  const chart = child(space, 'c:chart');
  const plotArea = child(chart, 'c:plotArea');
  const plot = plotArea?.children.find((item) => item.name in PLOTS);
  if (!plot) return null;
  let kind = PLOTS[plot.name]!;
  if (kind === 'column' && path(plot, 'c:barDir')?.attrs.val === 'bar') kind = 'bar';
  const isLine = kind === 'line';
  const series = children(plot, 'c:ser').slice(0, CHART_MAX_SERIES);
  if (series.length === 0) return null;
  const categories = cached(child(series[0], 'c:cat') ?? child(series[0], 'c:xVal'));
  const valuesOf = (ser: XNode) =>
    cached(child(ser, 'c:val') ?? child(ser, 'c:yVal')).map((v) => {
      const number = Number(v);
      return Number.isFinite(number) ? number : 0;
    });
  const first = valuesOf(series[0]!);
  if (first.length === 0) return null;
  const length = first.length;
  const labels = Array.from(
    { length },
    (_, i) => (categories[i] ?? '').slice(0, 200) || String(i + 1),
  );
  const fit = (values: number[]) => Array.from({ length }, (_, i) => values[i] ?? 0);
  const name = (ser: XNode) => cached(child(ser, 'c:tx')).join(' ').slice(0, 200);
  const grouping = path(plot, 'c:grouping')?.attrs.val;
  const pieLike = kind === 'pie' || kind === 'doughnut';
  const pointColors = pieLike
    ? labels.map((_, i) => {
        const point = children(series[0], 'c:dPt').find(
          (dPt) => intAttr(child(dPt, 'c:idx'), 'val') === i,
        );
        const fill = readFill(fillChild(child(point, 'c:spPr')), context.colors);
        return fill?.kind === 'solid'
          ? fill.color.hex
          : (context.colors.scheme[`accent${(i % 6) + 1}`] ?? FALLBACK[i % 6]!);
      })
    : [seriesColor(series[0]!, 0, context, isLine)];
  const title = path(chart, 'c:autoTitleDeleted')?.attrs.val === '1' ? undefined : titleText(chart);
  const labelColor =
    colorOf(path(space, 'c:txPr', 'a:p', 'a:pPr', 'a:defRPr', 'a:solidFill'), context.colors)
      ?.hex ?? '595959';
  const element: ChartElement = {
    type: 'chart',
    id: context.nextId(),
    x: frame.x,
    y: frame.y,
    w: frame.w,
    h: frame.h,
    kind,
    categories: labels,
    values: fit(first),
    colors: pointColors,
    labelColor,
    unit: '',
  };
  const seriesName = name(series[0]!);
  if (seriesName) element.seriesName = seriesName;
  if (series.length > 1 && !pieLike)
    element.extraSeries = series.slice(1).map((ser, i) => ({
      name: name(ser),
      values: fit(valuesOf(ser)),
      color: seriesColor(ser, i + 1, context, isLine),
    }));
  if (grouping === 'stacked' || grouping === 'percentStacked') element.stacked = true;
  if (title) element.title = title;
  const axisTitle = (names: string[]) => {
    const axis = plotArea?.children.find((item) => names.includes(item.name));
    return axis ? titleText(axis) : undefined;
  };
  const category = axisTitle(['c:catAx', 'c:dateAx']);
  const value = axisTitle(['c:valAx']);
  if (!pieLike && (category || value))
    element.axisTitles = { ...(category ? { category } : {}), ...(value ? { value } : {}) };
  if (child(chart, 'c:legend')) element.legend = true;
  // What the file shows: values by the points (the plot's or a series' data labels), an axis.
  const shows = (labels: XNode | undefined) => path(labels, 'c:showVal')?.attrs.val === '1';
  element.valueLabels =
    shows(child(plot, 'c:dLbls')) || series.some((ser) => shows(child(ser, 'c:dLbls')));
  const valueAxis = plotArea?.children.find((item) => item.name === 'c:valAx');
  if (!pieLike && valueAxis && path(valueAxis, 'c:delete')?.attrs.val !== '1')
    element.valueAxis = true;
  return element;
}

export async function readChartFrame(
  ref: XNode,
  frame: Frame,
  context: PartContext,
  transform: Transform,
): Promise<void> {
  const target = await context.pkg.target(context.part, ref.attrs['r:id']);
  const element = target ? readChart(await context.pkg.xml(target), frame, context) : null;
  if (element) {
    context.elements.push({ ...element, ...(transform.group ? { group: transform.group } : {}) });
    const plot = path(await context.pkg.xml(target!), 'c:chart', 'c:plotArea')?.children.find(
      (item) => item.name in PLOTS,
    );
    if (plot && (plot.name === 'c:scatterChart' || plot.name === 'c:radarChart'))
      context.notes.push({
        slide: context.slide,
        kind: plot.name.slice(2),
        outcome: 'approximated',
        reason: 'drawn as a line chart',
      });
    return;
  }
  context.notes.push({
    slide: context.slide,
    kind: 'chart',
    outcome: 'dropped',
    reason: 'a chart kind or data we do not read',
  });
}

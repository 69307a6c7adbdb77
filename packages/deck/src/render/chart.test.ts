import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DECK_VERSION, type ChartElement, type DeckDocument } from '../model.js';
import { pixel } from '../testing/raster.js';
import { getTheme } from '../themes.js';
import { chartPrimitives } from './chart.js';
import { renderSlidePng } from './png.js';
import type { Primitive } from './primitives.js';

/**
 * Charts of imported decks: lines, areas, doughnuts, several series, values below zero, a title
 * and a legend, and many categories.
 */
const theme = getTheme('clean-blue');
const BLUE = '2563EB';
const AMBER = 'F59E0B';

const chart = (extra: Partial<ChartElement> = {}): ChartElement => ({
  type: 'chart',
  id: 'c',
  x: 100,
  y: 100,
  w: 400,
  h: 200,
  kind: 'column',
  categories: ['A', 'B', 'C', 'D'],
  values: [0, 10, 5, 10],
  colors: [BLUE],
  labelColor: '334155',
  unit: '',
  ...extra,
});

const round = (value: number) => Number(value.toFixed(2));
const draw = (element: ChartElement) => chartPrimitives(element, theme);
const ofKind = <K extends Primitive['kind']>(primitives: Primitive[], kind: K) =>
  primitives.filter((p): p is Extract<Primitive, { kind: K }> => p.kind === kind);
const texts = (primitives: Primitive[]) => ofKind(primitives, 'text').map((p) => p.span);
const filled = (primitives: Primitive[], color: string) =>
  ofKind(primitives, 'rect').filter((p) => p.fill?.color === color);

// Labels of 11 points (200 / 18) in bands of 17.6: the plot spans y 117.6..282.4.
const PLOT_TOP = 117.6;
const PLOT_BOTTOM = 282.4;

describe('line and area charts', () => {
  it('draws a line through the middle of each category slot at its value', () => {
    const [line] = ofKind(draw(chart({ kind: 'line' })), 'path');
    expect(line).toMatchObject({
      d: `M150 ${PLOT_BOTTOM} L250 ${PLOT_TOP} L350 200 L450 ${PLOT_TOP}`,
      stroke: { color: BLUE, width: 2 },
    });
    // A marker on each point, and the values above them.
    expect(
      ofKind(draw(chart({ kind: 'line' })), 'ellipse').map((p) => [p.cx, round(p.cy)]),
    ).toEqual([
      [150, PLOT_BOTTOM],
      [250, PLOT_TOP],
      [350, 200],
      [450, PLOT_TOP],
    ]);
    expect(texts(draw(chart({ kind: 'line' }))).map((s) => s.text)).toEqual([
      '0',
      '10',
      '5',
      '10',
      'A',
      'B',
      'C',
      'D',
    ]);
  });

  it('fills an area down to zero, and stacks areas on the ones below', () => {
    const extraSeries = [{ name: 'More', values: [10, 0, 5, 0], color: AMBER }];
    const [first, second] = ofKind(
      draw(chart({ kind: 'area', extraSeries, stacked: true })),
      'path',
    );
    // Both series reach 10 in every category: the second area's top is flat at the plot top,
    // its bottom the first area's top.
    expect(first).toMatchObject({ fill: { color: BLUE } });
    expect(second).toMatchObject({
      d:
        `M150 ${PLOT_TOP} L250 ${PLOT_TOP} L350 ${PLOT_TOP} L450 ${PLOT_TOP} ` +
        `L450 ${PLOT_TOP} L350 200 L250 ${PLOT_TOP} L150 ${PLOT_BOTTOM} Z`,
      fill: { color: AMBER },
    });
  });
});

describe('bars and columns', () => {
  it('sets the zero line inside the plot when values go below zero', () => {
    const primitives = draw(chart({ values: [10, -10], categories: ['up', 'down'] }));
    const [up, down] = ofKind(primitives, 'rect');
    const axis = ofKind(primitives, 'path').at(-1)!;
    const zero = Number(axis.d.split(' ')[1]);
    expect(up!.y + up!.h).toBeCloseTo(zero, 1);
    expect(down!.y).toBeCloseTo(zero, 1);
    expect(up!.h).toBeCloseTo(down!.h, 5);
    expect(zero).toBeGreaterThan(PLOT_TOP + 10);
    expect(zero).toBeLessThan(PLOT_BOTTOM - 10);
    // The negative value's label sits under its bar, the categories below it.
    const labels = texts(primitives);
    const minus = labels.find((s) => s.text === '-10')!;
    const down_ = labels.find((s) => s.text === 'down')!;
    expect(minus.baseline).toBeGreaterThan(down!.y + down!.h);
    expect(down_.baseline).toBeGreaterThan(minus.baseline + minus.size);
  });

  it('draws a negative bar left of the zero line, its value further left', () => {
    const primitives = draw(chart({ kind: 'bar', values: [10, -10], categories: ['up', 'down'] }));
    const [up, down] = ofKind(primitives, 'rect');
    const zero = ofKind(primitives, 'path')[0]!;
    expect(zero.d).toMatch(/^M([\d.]+) 100 L\1 300$/);
    const x = Number(zero.d.split(' ')[0]!.slice(1));
    expect(up!.x).toBeCloseTo(x, 5);
    expect(down!.x + down!.w).toBeCloseTo(x, 5);
    const labels = texts(primitives);
    const minus = labels.find((s) => s.text === '-10')!;
    const category = labels.find((s) => s.text === 'down')!;
    expect(minus.x + minus.width).toBeLessThan(down!.x);
    expect(category.x + category.width).toBeLessThan(minus.x);
  });

  it('puts the series side by side in their colours, or stacks them', () => {
    const extraSeries = [{ name: 'Plan', values: [5, 5, 5, 5], color: AMBER }];
    const grouped = draw(chart({ extraSeries }));
    const [blue, amber] = [filled(grouped, BLUE), filled(grouped, AMBER)];
    expect(blue).toHaveLength(4);
    expect(amber).toHaveLength(4);
    expect(amber[1]!.x).toBeCloseTo(blue[1]!.x + blue[1]!.w, 5);
    // Several series carry no value labels, only categories.
    expect(texts(grouped).map((s) => s.text)).toEqual(['A', 'B', 'C', 'D']);
    const stacked = draw(chart({ extraSeries, stacked: true }));
    const [under, over] = [filled(stacked, BLUE)[1]!, filled(stacked, AMBER)[1]!];
    expect(over.x).toBe(under.x);
    expect(over.y + over.h).toBeCloseTo(under.y, 5);
  });

  it('thins out the labels of many categories so that none overlaps the next', () => {
    const categories = Array.from(
      { length: 100 },
      (_, i) => `2024-${String(i + 1).padStart(3, '0')}`,
    );
    const values = categories.map((_, i) => i);
    for (const kind of ['column', 'line'] as const) {
      const shown = texts(draw(chart({ kind, categories, values }))).filter((s) =>
        s.text.startsWith('2024'),
      );
      expect(shown.length, kind).toBeGreaterThan(3);
      expect(shown.length, kind).toBeLessThan(20);
      expect(
        shown.every((s) => !s.text.includes('…')),
        kind,
      ).toBe(true);
      shown.slice(1).forEach((span, i) => {
        const before = shown[i]!;
        expect(span.x, kind).toBeGreaterThan(before.x + before.width);
      });
    }
  });
});

describe('title and legend', () => {
  it('puts the title above the plot and the series names below it', () => {
    const extraSeries = [{ name: 'Plan', values: [5, 5, 5, 5], color: AMBER }];
    const primitives = draw(
      chart({ title: 'Revenue', legend: true, seriesName: 'Actual', extraSeries }),
    );
    const labels = texts(primitives);
    const title = labels.find((s) => s.text === 'Revenue')!;
    expect(title.bold).toBe(true);
    expect(title.x + title.width / 2).toBeCloseTo(300, 0);
    const bars = ofKind(primitives, 'rect').filter((p) => p.h > 20);
    expect(title.baseline).toBeLessThan(Math.min(...bars.map((p) => p.y)));
    const actual = labels.find((s) => s.text === 'Actual')!;
    const plan = labels.find((s) => s.text === 'Plan')!;
    const categories = labels.filter((s) => s.text.length === 1);
    expect(actual.baseline).toBeGreaterThan(Math.max(...categories.map((s) => s.baseline)));
    expect(actual.baseline).toBeLessThanOrEqual(300);
    expect(plan.x).toBeGreaterThan(actual.x + actual.width);
    // A swatch in each series' colour just before its name.
    expect(filled(primitives, AMBER).some((p) => p.x < plan.x && p.x > plan.x - 20)).toBe(true);
  });
});

describe('doughnut', () => {
  const doughnut = chart({ kind: 'doughnut', values: [1, 1], colors: [BLUE, AMBER] });

  it('draws each slice as a ring piece with a hole of half the radius', () => {
    const [first] = ofKind(draw(doughnut), 'path');
    // Radius 100 about (200, 200): the outer arc, then the inner one (50) back.
    expect(first!.d).toBe('M200 100 A100 100 0 0 1 200 300 L200 250 A50 50 0 0 0 200 150 Z');
  });

  it('leaves the hole empty in the PNG', () => {
    const deck: DeckDocument = {
      version: DECK_VERSION,
      title: 'doughnut',
      themeId: 'clean-blue',
      page: { width: 960, height: 540 },
      slides: [
        {
          id: 's1',
          layout: 'content',
          background: { color: 'FFFFFF' },
          elements: [doughnut],
          notes: '',
        },
      ],
    };
    const png = PNG.sync.read(renderSlidePng(deck, 0, { width: 960 }));
    expect(pixel(png, 200, 200)).toEqual([255, 255, 255]);
    expect(pixel(png, 275, 200)).toEqual([0x25, 0x63, 0xeb]);
    expect(pixel(png, 125, 200)).toEqual([0xf5, 0x9e, 0x0b]);
  });
});

describe('what an imported chart shows', () => {
  it('leaves out the values by the points when its file did', () => {
    const base: ChartElement = {
      type: 'chart',
      id: 'c',
      x: 0,
      y: 0,
      w: 400,
      h: 240,
      kind: 'column',
      categories: ['甲', '乙'],
      values: [3, 5],
      colors: ['336699'],
      labelColor: '333333',
      unit: '',
    };
    const texts = (chart: ChartElement) =>
      chartPrimitives(chart, getTheme('clean-blue')).flatMap((p) =>
        p.kind === 'text' ? [p.span.text] : [],
      );
    expect(texts(base)).toEqual(expect.arrayContaining(['3', '5']));
    expect(texts({ ...base, valueLabels: false })).not.toContain('5');
    expect(texts({ ...base, kind: 'line', valueLabels: false })).not.toContain('5');
    expect(texts({ ...base, valueLabels: false })).toEqual(expect.arrayContaining(['甲', '乙']));
  });
});

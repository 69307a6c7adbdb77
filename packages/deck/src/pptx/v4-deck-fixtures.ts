import JSZip from 'jszip';
import { PNG } from 'pngjs';
import type { DeckImages, ImageData } from '../images.js';
import { DECK_VERSION, type ChartElement, type DeckDocument, type DeckElement } from '../model.js';
import { noWrap, richText, run, shapes } from './v4-fixture-shapes.js';

/**
 * A deck with every field of deck model version 4 (what an imported PPTX carries), for the
 * PPTX writer's tests: each slide gathers one kind of element.
 */
export const PICTURE_SRC = 'attachment:00000000-0000-4000-8000-000000000041';
export const BACKGROUND_SRC = 'attachment:00000000-0000-4000-8000-000000000042';

/** A square picture, half red (left) and half blue, `side` pixels wide. */
export function squarePicture(side = 40): ImageData {
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const at = (y * side + x) * 4;
      const red = x < side / 2;
      png.data.set([red ? 220 : 37, red ? 38 : 99, red ? 38 : 235, 255], at);
    }
  const bytes = PNG.sync.write(png, { colorType: 2 });
  return { bytes, mime: 'image/png', width: side, height: side };
}

/**
 * The deck with one small picture (PICTURE_SRC) in every picture's frame, illustrations
 * included, and the pictures to write it with: for tests of frames and readers, where drawing
 * the illustrations would cost most of the time and tell nothing.
 */
export function withSmallPictures(deck: DeckDocument): { deck: DeckDocument; images: DeckImages } {
  const slides = deck.slides.map((slide) => ({
    ...slide,
    elements: slide.elements.map((element) =>
      element.type === 'image' ? { ...element, src: PICTURE_SRC } : element,
    ),
  }));
  return { deck: { ...deck, slides }, images: new Map([[PICTURE_SRC, squarePicture()]]) };
}

const table: DeckElement = {
  type: 'table',
  id: 'merged-table',
  x: 40,
  y: 40,
  w: 600,
  h: 200,
  rows: [
    ['Region', 'Spring and summer', '', 'Note'],
    ['North', '10', '12', 'Tall cell'],
    ['South', '8', '9', ''],
    ['Total', '18', '21', 'Closing'],
  ],
  header: true,
  columnWidths: [150, 150, 150, 150],
  rowHeights: [50, 50, 50, 50],
  font: 'body',
  size: 14,
  color: '1E293B',
  headerColor: 'FFFFFF',
  headerFill: '1D4ED8',
  bandFill: 'EFF6FF',
  borderColor: 'CBD5E1',
  cells: [
    [{}, { colSpan: 2, align: 'center' }, { merged: true }, {}],
    [{ italic: true }, {}, {}, { rowSpan: 2, fill: 'FDE68A', valign: 'bottom' }],
    [{}, {}, {}, { merged: true }],
    [
      { bold: true, fontFace: 'Georgia', size: 16, color: 'B91C1C' },
      { align: 'right', border: { top: { color: 'DC2626', width: 2 }, bottom: 'none' } },
      { align: 'right', border: { left: 'none', right: 'none' } },
      {},
    ],
  ],
};

const chartBase = {
  type: 'chart' as const,
  categories: ['Q1', 'Q2', 'Q3'],
  colors: ['2563EB', '16A34A', 'F59E0B'],
  labelColor: '334155',
  unit: '',
};

const charts: ChartElement[] = [
  {
    ...chartBase,
    id: 'stacked-columns',
    x: 20,
    y: 20,
    w: 300,
    h: 240,
    kind: 'column',
    values: [5, -3, 7],
    seriesName: 'Plan',
    extraSeries: [{ name: 'Actual', values: [4, 2, -1], color: 'DC2626' }],
    stacked: true,
    title: 'Plan and actual',
    legend: true,
  },
  {
    ...chartBase,
    id: 'line-chart',
    x: 330,
    y: 20,
    w: 300,
    h: 240,
    kind: 'line',
    values: [1, 4, 2],
    seriesName: 'Visits',
    extraSeries: [
      { name: 'Signups', values: [0.5, 1.5, 3], color: '9333EA' },
      { name: 'Churn', values: [-1, -2, -0.5], color: '0891B2' },
    ],
  },
  {
    ...chartBase,
    id: 'area-chart',
    x: 640,
    y: 20,
    w: 300,
    h: 240,
    kind: 'area',
    values: [3, 5, 4],
    extraSeries: [{ name: 'Second', values: [1, 1, 2], color: '65A30D' }],
    stacked: true,
  },
  {
    ...chartBase,
    id: 'doughnut-chart',
    x: 20,
    y: 280,
    w: 300,
    h: 240,
    kind: 'doughnut',
    values: [50, 30, 20],
    seriesName: 'Share',
    title: 'Share of sales',
  },
  {
    ...chartBase,
    id: 'bar-chart',
    x: 330,
    y: 280,
    w: 300,
    h: 240,
    kind: 'bar',
    values: [9, 6, 3],
    extraSeries: [{ name: 'Last year', values: [8, 7, 2, 99], color: '64748B' }],
    legend: false,
  },
];

const grouped: DeckElement[] = [
  { ...shapes[0]!, id: 'group-a', x: 100, y: 100, w: 100, h: 50, group: 'g1' },
  {
    ...richText,
    id: 'group-b',
    x: 150,
    y: 160,
    w: 200,
    h: 60,
    group: 'g1',
    paragraphs: [{ runs: [run('Grouped text')] }],
  },
  {
    type: 'image',
    id: 'group-picture',
    x: 400,
    y: 100,
    w: 160,
    h: 90,
    src: PICTURE_SRC,
    flipH: true,
    group: 'g1',
  },
  { ...shapes[1]!, id: 'loose', x: 600, y: 100, w: 80, h: 80 },
  { ...shapes[2]!, id: 'group-c', x: 700, y: 300, w: 80, h: 80, group: 'g1' },
  { ...shapes[3]!, id: 'lonely', x: 700, y: 420, w: 80, h: 80, group: 'g2' },
];

export function v4Deck(): DeckDocument {
  const slide = (id: string, elements: DeckElement[]) => ({
    id,
    layout: 'imported',
    elements,
    notes: '',
  });
  return {
    version: DECK_VERSION,
    title: 'Imported deck',
    themeId: 'clean-blue',
    page: { width: 960, height: 540 },
    slides: [
      slide('text', [richText, noWrap]),
      slide('shapes', shapes),
      slide('table', [table]),
      slide('charts', charts),
      {
        ...slide('groups', grouped),
        background: { color: '0F172A', image: BACKGROUND_SRC },
      },
    ],
  };
}

export function v4Images(): Map<string, ImageData> {
  return new Map([
    [PICTURE_SRC, squarePicture(40)],
    [BACKGROUND_SRC, squarePicture(60)],
  ]);
}

/** A written package's parts as text, by name (pictures and workbooks left out). */
export async function packageParts(pptx: Uint8Array): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(pptx);
  const parts = new Map<string, string>();
  for (const [name, file] of Object.entries(zip.files))
    if (!file.dir && /\.(xml|rels)$/.test(name)) parts.set(name, await file.async('string'));
  return parts;
}

/** The object (`p:sp`, `p:pic`, `p:graphicFrame`) named `name` in a slide's XML. */
export function objectNamed(xml: string, name: string): string {
  const at = xml.indexOf(`name="${name}"`);
  if (at < 0) return '';
  const start = Math.max(
    xml.lastIndexOf('<p:sp>', at),
    xml.lastIndexOf('<p:pic>', at),
    xml.lastIndexOf('<p:graphicFrame>', at),
  );
  const tag = /^<p:(\w+)>/.exec(xml.slice(start))?.[1] ?? 'sp';
  return xml.slice(start, xml.indexOf(`</p:${tag}>`, at) + `</p:${tag}>`.length);
}

import { SHAPE_GEOMETRIES, type ShapeElement, type TextElement, type TextRun } from '../model.js';

/** The text boxes and shapes of the version-4 test deck (v4-deck-fixtures.ts). */
export const run = (text: string, extra: Partial<TextRun> = {}): TextRun => ({
  text,
  size: 16,
  color: '1E293B',
  ...extra,
});

export const body = {
  font: 'body' as const,
  align: 'left' as const,
  valign: 'top' as const,
  lineHeight: 1.2,
  paragraphSpacing: 4,
  inset: 4,
};

/** Runs styled four ways, paragraphs with their own alignment, levels, bullets and spacing. */
export const richText: TextElement = {
  type: 'text',
  id: 'rich',
  x: 40,
  y: 30,
  w: 600,
  h: 420,
  ...body,
  bullet: { indent: 18 },
  insets: { left: 10, top: 6, right: 14, bottom: 8 },
  fill: { color: 'FEF3C7', transparency: 10 },
  line: { color: 'B45309', width: 1.5, dash: 'dash' },
  paragraphs: [
    {
      runs: [
        run('Italic ', { italic: true }),
        run('Underlined ', { underline: true }),
        run('Struck ', { strike: true }),
        run('Georgia', { fontFace: 'Georgia', bold: true }),
      ],
      align: 'justify',
      bullet: { none: true },
    },
    { runs: [run('Arrow bullet')], bullet: { char: '➢', color: 'DC2626', indent: 24 } },
    { runs: [run('Numbered from three')], bullet: { numbered: true, start: 3 }, level: 1 },
    { runs: [run('Second number')], bullet: { numbered: true, start: 3 }, level: 1 },
    { runs: [run('Element bullet at level two')], level: 2, spaceBefore: 12, spaceAfter: 6 },
    { runs: [run('Emoji bullet')], bullet: { char: '🔹' } },
    { runs: [run('Indented without bullet')], bullet: { none: true, indent: 20 }, level: 2 },
    { runs: [run('Centred, airy', { size: 20 })], align: 'center', lineHeight: 1.8 },
    { runs: [run('First line\nafter a break')], bullet: { none: true } },
  ],
};

export const noWrap: TextElement = {
  type: 'text',
  id: 'no-wrap',
  x: 660,
  y: 30,
  w: 120,
  h: 40,
  ...body,
  wrap: false,
  paragraphs: [{ runs: [run('A line that does not wrap')] }],
};

/** A square with an arc, a curve and a corner: M, L, C, Q and Z, in a 100 x 50 box. */
export const CUSTOM_PATH =
  'M 0 0 L 100 0 C 100 30 80 50 50 50 Q 20 50 0 25 Z M 40 10 L 60 10 L 50 20 Z';

function geometryShape(geometry: ShapeElement['geometry'], index: number): ShapeElement {
  const column = index % 8;
  const row = Math.floor(index / 8);
  return {
    type: 'shape',
    id: `shape-${geometry}`,
    x: 20 + column * 115,
    y: 20 + row * 95,
    w: 95,
    h: geometry === 'line' ? 40 : 70,
    geometry,
    ...(geometry === 'line' ? {} : { fill: { color: '38BDF8' } }),
    line: { color: '1E3A8A', width: 1 },
    ...(geometry === 'roundRect' ? { radius: 10 } : {}),
    ...(geometry === 'custom' ? { path: { d: CUSTOM_PATH, w: 100, h: 50 } } : {}),
  };
}

export const shapes: ShapeElement[] = [
  ...SHAPE_GEOMETRIES.map(geometryShape),
  {
    type: 'shape',
    id: 'arrow-line',
    x: 40,
    y: 380,
    w: 200,
    h: 60,
    geometry: 'line',
    flipH: true,
    line: { color: 'DC2626', width: 2, dash: 'dot', headArrow: true, tailArrow: true },
  },
  {
    type: 'shape',
    id: 'flipped-arrow',
    x: 280,
    y: 380,
    w: 120,
    h: 60,
    geometry: 'rightArrow',
    flipV: true,
    flipH: true,
    fill: { color: '16A34A' },
  },
  {
    type: 'shape',
    id: 'shape-with-text',
    x: 440,
    y: 360,
    w: 240,
    h: 100,
    geometry: 'hexagon',
    fill: { color: '1D4ED8' },
    line: { color: '0F172A', width: 2, dash: 'dash' },
    text: {
      ...body,
      align: 'center',
      valign: 'middle',
      paragraphs: [{ runs: [run('Text in a hexagon', { color: 'FFFFFF', italic: true })] }],
    },
  },
  {
    type: 'shape',
    id: 'custom-with-text',
    x: 720,
    y: 360,
    w: 200,
    h: 100,
    geometry: 'custom',
    path: { d: CUSTOM_PATH, w: 100, h: 50 },
    fill: { color: 'F59E0B' },
    text: { ...body, valign: 'middle', paragraphs: [{ runs: [run('Custom with text')] }] },
  },
];

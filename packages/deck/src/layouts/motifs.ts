import type { ShapeElement } from '../model.js';
import type { DeckTheme, MotifKind } from '../themes.js';
import type { FeatureColors } from './feature.js';
import { filledShape, type Box } from './elements.js';

/** Where a motif is drawn: a full-page slide (cover, divider, closing) or an ordinary slide. */
export type MotifPlace = 'feature' | 'content';

type Shape = ShapeElement['geometry'];
type Make = (suffix: string, geometry: Shape, box: Box, color: string, clear?: number) => void;

function outline(id: string, box: Box, color: string, width: number): ShapeElement {
  return { type: 'shape', id, ...box, geometry: 'rect', line: { color, width } };
}

function ring(id: string, box: Box, color: string, width: number): ShapeElement {
  return { type: 'shape', id, ...box, geometry: 'ellipse', line: { color, width } };
}

interface MotifInput {
  place: MotifPlace;
  theme: DeckTheme;
  colors: FeatureColors;
  make: Make;
  add: (shape: ShapeElement) => void;
  id: string;
}

type Painter = (input: MotifInput) => void;

const circles: Painter = ({ place, theme, colors, make, add, id }) => {
  if (place === 'content') {
    make('dot', 'ellipse', { x: 910, y: 18, w: 30, h: 30 }, theme.palette.secondary, 70);
    return;
  }
  make('halo', 'ellipse', { x: 600, y: 60, w: 360, h: 360 }, colors.highlight, 82);
  make('orb', 'ellipse', { x: 800, y: 380, w: 140, h: 140 }, colors.title, 88);
  add(ring(`${id}.ring`, { x: 690, y: 20, w: 120, h: 120 }, colors.highlight, 1.5));
};

const cornerBlocks: Painter = ({ place, theme, colors, make }) => {
  if (place === 'content') {
    make('block', 'rect', { x: 920, y: 0, w: 40, h: 40 }, theme.palette.primary);
    make('chip', 'rect', { x: 904, y: 0, w: 16, h: 16 }, theme.palette.accent);
    return;
  }
  make('block', 'rect', { x: 800, y: 0, w: 160, h: 120 }, colors.highlight, 15);
  make('chip', 'rect', { x: 880, y: 120, w: 80, h: 80 }, colors.title, 75);
  make('base', 'rect', { x: 0, y: 500, w: 240, h: 40 }, colors.highlight, 15);
};

const stripes: Painter = ({ place, theme, colors, make }) => {
  if (place === 'content') {
    make('band', 'rect', { x: 0, y: 0, w: 960, h: 6 }, theme.palette.primary);
    make('tab', 'rect', { x: 0, y: 0, w: 160, h: 6 }, theme.palette.accent);
    return;
  }
  [0, 35, 65].forEach((clear, index) =>
    make(
      `stripe-${index + 1}`,
      'rect',
      { x: 852 + index * 26, y: 0, w: 14, h: 540 },
      colors.highlight,
      clear,
    ),
  );
};

const frame: Painter = ({ place, theme, colors, make, add, id }) => {
  if (place === 'content') {
    make('band', 'rect', { x: 0, y: 0, w: 960, h: 8 }, theme.palette.primary);
    make('gilt', 'rect', { x: 0, y: 8, w: 960, h: 2 }, theme.palette.accent);
    return;
  }
  add(outline(`${id}.frame`, { x: 24, y: 24, w: 912, h: 492 }, colors.highlight, 1.5));
  add(outline(`${id}.frame-inner`, { x: 32, y: 32, w: 896, h: 476 }, colors.highlight, 0.75));
};

const ink: Painter = ({ place, theme, colors, make }) => {
  const { palette } = theme;
  const mountain = place === 'feature' ? colors.title : palette.primary;
  if (place === 'content') {
    make('hill-1', 'triangle', { x: 0, y: 506, w: 150, h: 34 }, mountain, 88);
    make('hill-2', 'triangle', { x: 90, y: 496, w: 190, h: 44 }, mountain, 92);
    return;
  }
  make('wash-1', 'ellipse', { x: 640, y: 40, w: 300, h: 300 }, mountain, 94);
  make('wash-2', 'ellipse', { x: 720, y: 110, w: 170, h: 170 }, mountain, 90);
  make('hill-1', 'triangle', { x: 520, y: 380, w: 300, h: 160 }, mountain, 86);
  make('hill-2', 'triangle', { x: 700, y: 330, w: 260, h: 210 }, mountain, 80);
  make('hill-3', 'triangle', { x: 400, y: 450, w: 240, h: 90 }, mountain, 92);
  make('seal', 'rect', { x: 880, y: 36, w: 32, h: 32 }, palette.accent, 10);
};

const dotGrid: Painter = ({ place, theme, colors, make, add, id }) => {
  const content = place === 'content';
  const columns = content ? 4 : 9;
  const rows = content ? 3 : 7;
  const origin = content ? { x: 904, y: 20 } : { x: 700, y: 290 };
  const pitch = content ? 11 : 24;
  const color = content ? theme.palette.primary : colors.highlight;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const box = { x: origin.x + column * pitch, y: origin.y + row * pitch, w: 4, h: 4 };
      make(`dot-${row + 1}-${column + 1}`, 'ellipse', box, color, content ? 40 : 55);
    }
  }
  if (!content) add(ring(`${id}.ring`, { x: 720, y: 40, w: 200, h: 200 }, colors.highlight, 1));
};

const CONFETTI: readonly { geometry: Shape; box: Box }[] = [
  { geometry: 'ellipse', box: { x: 820, y: 60, w: 56, h: 56 } },
  { geometry: 'triangle', box: { x: 880, y: 180, w: 44, h: 40 } },
  { geometry: 'roundRect', box: { x: 760, y: 400, w: 48, h: 48 } },
  { geometry: 'ellipse', box: { x: 870, y: 420, w: 28, h: 28 } },
  { geometry: 'ellipse', box: { x: 720, y: 120, w: 20, h: 20 } },
  { geometry: 'triangle', box: { x: 640, y: 470, w: 36, h: 32 } },
];

const confetti: Painter = ({ place, theme, make }) => {
  const pieces = place === 'content' ? CONFETTI.slice(0, 3) : CONFETTI;
  pieces.forEach(({ geometry, box }, index) => {
    const color = theme.chart[(index + 1) % theme.chart.length] ?? theme.palette.accent;
    const placed =
      place === 'content' ? { x: 904 + (index % 2) * 22, y: 12 + index * 14, w: 14, h: 14 } : box;
    make(`piece-${index + 1}`, geometry, placed, color, place === 'content' ? 20 : 25);
  });
};

const chevrons: Painter = ({ place, theme, colors, make }) => {
  if (place === 'content') {
    make('chevron-1', 'chevron', { x: 900, y: 22, w: 18, h: 24 }, theme.palette.primary);
    make('chevron-2', 'chevron', { x: 920, y: 22, w: 18, h: 24 }, theme.palette.accent);
    return;
  }
  [0, 40, 70].forEach((clear, index) =>
    make(
      `chevron-${index + 1}`,
      'chevron',
      { x: 740 + index * 64, y: 200, w: 70, h: 140 },
      colors.highlight,
      clear,
    ),
  );
};

const hairline: Painter = ({ place, colors, make }) => {
  if (place === 'content') return;
  make('rule', 'rect', { x: 80, y: 470, w: 800, h: 1 }, colors.body, 40);
  make('mark', 'rect', { x: 80, y: 466, w: 48, h: 9 }, colors.highlight);
};

const PAINTERS: Readonly<Record<MotifKind, Painter>> = {
  circles,
  'corner-blocks': cornerBlocks,
  stripes,
  frame,
  ink,
  'dot-grid': dotGrid,
  confetti,
  chevrons,
  hairline,
};

/** The theme's decorative shapes for one slide; they stay inside the page and behind text. */
export function motifShapes(
  slideId: string,
  place: MotifPlace,
  theme: DeckTheme,
  colors: FeatureColors,
): ShapeElement[] {
  const shapes: ShapeElement[] = [];
  const id = `${slideId}.motif`;
  const make: Make = (suffix, geometry, box, color, clear) => {
    const radius = geometry === 'roundRect' ? Math.min(box.w, box.h) / 4 : undefined;
    shapes.push(filledShape(`${id}-${suffix}`, geometry, box, color, clear, radius));
  };
  PAINTERS[theme.motif]({ place, theme, colors, make, add: (shape) => shapes.push(shape), id });
  return shapes;
}

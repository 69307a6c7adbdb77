import type { DeckElement } from '../../model.js';
import { contrastRatio, mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import { filledShape, horizontalLine, type Box } from '../elements.js';
import { brandOn, distinct } from './compare-colours.js';
import { markShape, markText, ordinal } from './compare-marks.js';
import { verticalLine } from './compare-shared.js';
import { familyTable, type TableGeometry, type TableLook } from './compare-table.js';

/** The box of body row `index` (0-based, after the header) in `column` (0 key, 1 value). */
function cell(g: TableGeometry, index: number, column: 0 | 1, inset = 0): Box {
  const top = g.ys[index + (g.headerH > 0 ? 1 : 0)] ?? 0;
  const bottom = g.ys[index + (g.headerH > 0 ? 2 : 1)] ?? top;
  const x = g.xs[column];
  return {
    x: x + inset,
    y: top + inset,
    w: g.xs[column + 1]! - x - 2 * inset,
    h: bottom - top - 2 * inset,
  };
}

const bodyStyle = (ctx: LayoutContext, color = ctx.theme.palette.text) => ({
  font: 'body' as const,
  color,
  headerColor: color,
  headerFill: ctx.theme.palette.background,
  borderColor: ctx.theme.palette.background,
});

/** Government: a primary header row, ruled rows, the key column tinted, heavy primary rules. */
const governmentLook: TableLook = {
  variant: 'ruled',
  header: true,
  grow: 1.4,
  box: (area) => ({ x: area.x, y: area.y + 16, w: area.w, h: area.h - 32 }),
  style: (ctx) => {
    const { palette } = ctx.theme;
    return {
      font: 'body',
      color: palette.text,
      headerColor: palette.onPrimary,
      headerFill: palette.primary,
      borderColor: mix(palette.primary, palette.background, 0.72),
    };
  },
  decorate(slideId, g, _page, ctx) {
    const { palette } = ctx.theme;
    const { table } = g;
    const top = g.ys[1] ?? table.y;
    const keys = { x: table.x, y: top, w: g.xs[1] - g.xs[0], h: table.y + table.h - top };
    return {
      behind: [filledShape(`${slideId}.key-column`, 'rect', keys, palette.surface)],
      over: [
        filledShape(
          `${slideId}.heavy-top`,
          'rect',
          { ...table, y: table.y - 9, h: 5 },
          palette.primary,
        ),
        filledShape(
          `${slideId}.heavy-bottom`,
          'rect',
          { ...table, y: table.y + table.h + 4, h: 3 },
          palette.primary,
        ),
      ],
    };
  },
};

/** Classic: an outlined ledger with a double rule after the keys, a seal numbering each row. */
const classicLook: TableLook = {
  variant: 'ledger',
  header: false,
  grow: 1.4,
  box: (area) => ({ x: area.x + 72, y: area.y + 20, w: area.w - 72 - 24, h: area.h - 40 }),
  style: (ctx) => ({
    ...bodyStyle(ctx),
    borderColor: mix(ctx.theme.palette.primary, ctx.theme.palette.background, 0.5),
  }),
  decorate(slideId, g, page, ctx) {
    const { palette } = ctx.theme;
    const { table } = g;
    const line = mix(palette.primary, palette.background, 0.5);
    const frame = { x: table.x - 7, y: table.y - 7, w: table.w + 14, h: table.h + 14 };
    const over: DeckElement[] = [
      {
        type: 'shape',
        id: `${slideId}.frame`,
        ...frame,
        geometry: 'rect',
        line: { color: palette.primary, width: 1.25 },
      },
      verticalLine(`${slideId}.double`, g.xs[1] + 3.5, table.y, table.h, line, 0.75),
    ];
    g.rows.forEach((_, index) => {
      const row = cell(g, index, 0);
      const seal = { x: table.x - 62, y: row.y + row.h / 2 - 16, w: 32, h: 32 };
      const text = ordinal(page.start + index + 1, ctx);
      over.push(
        ...markShape(
          `${slideId}.seal-${index + 1}`,
          'rect',
          seal,
          palette.primary,
          palette,
          text,
          ctx,
          { name: 'number', max: 18 },
        ),
      );
    });
    return { behind: [], over };
  },
};

/** Tech: a thin grid right of an index rail ('01'), each key on a chip with a primary edge. */
const techLook: TableLook = {
  variant: 'rail',
  header: true,
  grow: 1.2,
  box: (area) => ({ x: area.x + 64, y: area.y + 8, w: area.w - 64, h: area.h - 16 }),
  style: (ctx) => {
    const { palette } = ctx.theme;
    return {
      ...bodyStyle(ctx),
      headerColor: brandOn(palette.background, ctx),
      borderColor: mix(palette.primary, palette.background, 0.7),
    };
  },
  decorate(slideId, g, page, ctx) {
    const { palette } = ctx.theme;
    const { table } = g;
    const brand = brandOn(palette.background, ctx);
    const behind: DeckElement[] = [];
    const over: DeckElement[] = [
      verticalLine(`${slideId}.rail`, table.x - 60, table.y, table.h, palette.primary, 2),
    ];
    g.rows.forEach((_, index) => {
      const chip = cell(g, index, 0, 3);
      behind.push(
        filledShape(`${slideId}.chip-${index + 1}`, 'rect', chip, palette.surface),
        filledShape(
          `${slideId}.edge-${index + 1}`,
          'rect',
          { ...chip, x: chip.x - 2, w: 3 },
          palette.primary,
        ),
      );
      const row = cell(g, index, 0);
      const label = { x: table.x - 56, y: row.y + row.h / 2 - 16, w: 48, h: 32 };
      over.push(
        markText(
          `${slideId}.index-${index + 1}.number`,
          label,
          String(page.start + index + 1).padStart(2, '0'),
          brand,
          ctx,
          20,
        ),
      );
    });
    return { behind, over };
  },
};

/** Campus: each key on a rounded pill in a tint of the chart colours, each value on a band. */
const campusLook: TableLook = {
  variant: 'pills',
  header: false,
  grow: 1.2,
  box: (area) => ({ x: area.x, y: area.y + 8, w: area.w, h: area.h - 16 }),
  style: (ctx) => bodyStyle(ctx),
  decorate(slideId, g, page, ctx) {
    const { palette, chart } = ctx.theme;
    const tints = chart
      .map((colour) => mix(colour, palette.background, 0.72))
      .filter((tint) => contrastRatio(palette.text, tint) >= 4.5);
    const behind: DeckElement[] = [];
    g.rows.forEach((_, index) => {
      const key = cell(g, index, 0, 3);
      const value = cell(g, index, 1, 3);
      const tint = tints.length > 0 ? tints[(page.start + index) % tints.length]! : palette.surface;
      behind.push(
        filledShape(
          `${slideId}.pill-${index + 1}`,
          'roundRect',
          key,
          tint,
          undefined,
          Math.min(key.h / 2, 16),
        ),
        filledShape(
          `${slideId}.band-${index + 1}`,
          'roundRect',
          value,
          palette.surface,
          undefined,
          12,
        ),
      );
    });
    return { behind, over: [] };
  },
};

/** Minimal: no fills, muted column labels, hairlines between the rows. */
const minimalLook: TableLook = {
  variant: 'hairline',
  header: true,
  grow: 1.6,
  box: (area) => ({ x: area.x, y: area.y + 8, w: area.w, h: area.h - 16 }),
  style: (ctx) => ({ ...bodyStyle(ctx), headerColor: ctx.theme.palette.textMuted }),
  decorate(slideId, g, _page, ctx) {
    const { palette } = ctx.theme;
    const hairline = { color: mix(palette.text, palette.background, 0.8), width: 0.75 };
    const over = g.ys
      .slice(1)
      .map((y, index) =>
        horizontalLine(
          `${slideId}.hairline-${index + 1}`,
          { x: g.table.x, y },
          g.table.w,
          index === 0 ? { ...hairline, color: palette.textMuted } : hairline,
        ),
      );
    return { behind: [], over };
  },
};

/** The text colour and two block colours it reads on, for vivid rows (text on colour). */
function vividColours(ctx: LayoutContext): { ink: string; fills: string[] } {
  const { palette, chart } = ctx.theme;
  const candidates = [palette.primary, ...chart, palette.secondary];
  for (const ink of [palette.onPrimary, palette.text]) {
    const fills: string[] = [];
    for (const colour of candidates) {
      if (contrastRatio(ink, colour) < 4.5 || !fills.every((fill) => distinct(fill, colour))) {
        continue;
      }
      fills.push(colour);
    }
    if (fills.length >= 2) return { ink, fills: fills.slice(0, 2) };
  }
  return { ink: palette.onPrimary, fills: [palette.primary, palette.primary] };
}

/** Vivid: every row a pair of solid colour blocks, two colours alternating, text on colour. */
const vividLook: TableLook = {
  variant: 'blocks',
  header: false,
  grow: 1.2,
  box: (area) => ({ x: area.x, y: area.y + 8, w: area.w, h: area.h - 16 }),
  style: (ctx) => bodyStyle(ctx, vividColours(ctx).ink),
  decorate(slideId, g, page, ctx) {
    const { palette } = ctx.theme;
    const { ink, fills } = vividColours(ctx);
    const behind: DeckElement[] = [];
    g.rows.forEach((_, index) => {
      const fill = fills[(page.start + index) % 2] ?? palette.primary;
      const light = mix(fill, palette.background, 0.45);
      const value = contrastRatio(ink, light) >= 4.5 ? light : fill;
      behind.push(
        filledShape(`${slideId}.key-block-${index + 1}`, 'rect', cell(g, index, 0, 2), fill),
        filledShape(`${slideId}.value-block-${index + 1}`, 'rect', cell(g, index, 1, 2), value),
      );
    });
    return { behind, over: [] };
  },
};

export const governmentTable = familyTable(governmentLook);
export const classicTable = familyTable(classicLook);
export const techTable = familyTable(techLook);
export const campusTable = familyTable(campusLook);
export const minimalTable = familyTable(minimalLook);
export const vividTable = familyTable(vividLook);

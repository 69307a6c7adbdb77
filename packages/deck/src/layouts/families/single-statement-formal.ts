import type { DeckElement } from '../../model.js';
import { fittedTextBox, horizontalLine } from '../elements.js';
import { labelAt, markColor, outlined, sealColor, textOn, verticalLine } from './single-kit.js';
import { markerText } from './single-picture.js';
import {
  bar,
  stack,
  statementLabel,
  statementLayout,
  statementText,
  type StatementDesign,
  type StatementParts,
} from './single-statement.js';

/**
 * Government: a panel under a solid primary band carrying the heading (and the number, for a
 * heading alone), the statement centred between two short primary rules, a heavy double rule
 * closing the panel.
 */
const PANEL = { x: 64, y: 72, w: 832, h: 332 };
const government: StatementDesign = {
  variant: 'banner',
  bold: true,
  column: () => ({ w: PANEL.w - 160, h: 168 }),
  label: () => ({ w: PANEL.w - 224, sizes: { max: 22, min: 14 }, lines: 2 }),
  draw(slideId, parts, fit, input) {
    const { palette } = input.ctx.theme;
    const { measurer } = input.ctx;
    const label = statementLabel(
      slideId,
      parts,
      this,
      {
        x: PANEL.x + 112,
        color: palette.onPrimary,
        align: 'center',
        bold: true,
      },
      input,
    );
    const bandH = Math.max(48, (label?.h ?? 0) + 16);
    const elements: DeckElement[] = [
      bar(`${slideId}.panel`, PANEL, palette.surface),
      bar(`${slideId}.band`, { ...PANEL, h: bandH }, palette.primary),
    ];
    if (label) elements.push(labelAt(label, PANEL.y + (bandH - label.h) / 2, measurer));
    if (parts.textId === 'title') {
      const block = { x: PANEL.x + 16, y: PANEL.y + (bandH - 32) / 2, w: 56, h: 32 };
      elements.push(
        markerText(`${slideId}.number`, block, parts.number, palette.onPrimary, input.ctx, 22),
      );
    }
    const bottom = PANEL.y + PANEL.h;
    const [top = 0, text = 0, under = 0] = stack(
      PANEL.y + bandH + 12,
      bottom - 20,
      [3, fit.height, 3],
      20,
    );
    const ruleW = 96;
    const centreX = PANEL.x + (PANEL.w - ruleW) / 2;
    elements.push(
      bar(`${slideId}.over`, { x: centreX, y: top, w: ruleW, h: 3 }, palette.primary),
      statementText(slideId, parts, fit, { x: PANEL.x + 80, y: text, align: 'center' }, input),
      bar(`${slideId}.under`, { x: centreX, y: under, w: ruleW, h: 3 }, palette.primary),
      bar(`${slideId}.base`, { x: PANEL.x, y: bottom - 6, w: PANEL.w, h: 6 }, palette.primary),
      horizontalLine(`${slideId}.base-line`, { x: PANEL.x, y: bottom - 11 }, PANEL.w, {
        color: palette.primary,
        width: 1,
      }),
    );
    return elements;
  },
};

/** Classic: a hanging scroll with rods, a double outline, a seal, the heading set vertically. */
/** A heading of Chinese characters only, short enough to be set vertically beside the scroll. */
const vertical = (parts: StatementParts) =>
  parts.label !== undefined && /^[\u3400-\u9fff]{1,10}$/u.test(parts.label);
const SCROLL_Y = { y: 76, h: 324 };
/** The scroll: off centre with the heading upright beside it, else wider and centred. */
const scrollOf = (parts: StatementParts) =>
  vertical(parts) ? { x: 192, w: 520, ...SCROLL_Y } : { x: 180, w: 600, ...SCROLL_Y };
const VERTICAL_W = 38;
const classic: StatementDesign = {
  variant: 'scroll',
  bold: false,
  column: (parts) => ({
    w: scrollOf(parts).w - 96,
    h: SCROLL_Y.h - (vertical(parts) || !parts.label ? 132 : 174),
  }),
  label: (parts) =>
    vertical(parts)
      ? { w: VERTICAL_W, sizes: { max: 24, min: 24 }, lines: 10 }
      : { w: scrollOf(parts).w - 112, sizes: { max: 20, min: 14 }, lines: 2 },
  draw(slideId, parts, fit, input) {
    const { palette } = input.ctx.theme;
    const { measurer } = input.ctx;
    const thin = { color: palette.primary, width: 0.75 };
    const SCROLL = scrollOf(parts);
    const inner = { x: SCROLL.x + 12, y: SCROLL.y + 12, w: SCROLL.w - 24, h: SCROLL.h - 24 };
    const rod = { x: SCROLL.x - 18, w: SCROLL.w + 36, h: 10 };
    const elements: DeckElement[] = [
      outlined(`${slideId}.scroll`, SCROLL, thin, palette.surface),
      outlined(`${slideId}.inner`, inner, thin),
      bar(`${slideId}.rod-top`, { ...rod, y: SCROLL.y - 10 }, palette.primary),
      bar(`${slideId}.rod-bottom`, { ...rod, y: SCROLL.y + SCROLL.h }, palette.primary),
    ];
    const upright = vertical(parts);
    const label = statementLabel(
      slideId,
      parts,
      this,
      {
        x: upright ? SCROLL.x + SCROLL.w + 64 : SCROLL.x + 56,
        color: palette.title,
        align: 'center',
        bold: upright,
        lineHeight: upright ? 1.1 : 1.3,
      },
      input,
    );
    const heights = [label && !upright ? label.h : 0, fit.height, 6];
    const [labelY = 0, textY = 0, rulesY = 0] = stack(
      inner.y + 20,
      inner.y + inner.h - 48,
      heights,
      18,
    );
    if (label) {
      const y = upright ? SCROLL.y + 8 : labelY;
      elements.push(labelAt(label, y, measurer));
      if (upright) {
        elements.push(verticalLine(`${slideId}.label-line`, { x: label.x - 14, y }, label.h, thin));
      }
    }
    const ruleX = SCROLL.x + SCROLL.w / 2 - 28;
    elements.push(
      statementText(slideId, parts, fit, { x: SCROLL.x + 48, y: textY, align: 'center' }, input),
      horizontalLine(`${slideId}.double-1`, { x: ruleX, y: rulesY }, 56, thin),
      horizontalLine(`${slideId}.double-2`, { x: ruleX, y: rulesY + 4 }, 56, thin),
    );
    const seal = sealColor(input.ctx.theme);
    const box = { x: inner.x + inner.w - 52, y: inner.y + inner.h - 52, w: 36, h: 36 };
    elements.push(
      bar(`${slideId}.seal`, box, seal),
      markerText(
        `${slideId}.number`,
        box,
        parts.number,
        textOn(seal, input.ctx.theme),
        input.ctx,
        16,
      ),
    );
    return elements;
  },
};

/**
 * Tech: an index rail on the left (the heading's large '01' in the accent, the heading under
 * it), the statement on a tile with an accent edge and accent corner brackets.
 */
const TILE = { x: 256, y: 84, w: 640, h: 312 };
const tech: StatementDesign = {
  variant: 'bracket',
  bold: true,
  column: () => ({ w: TILE.w - 112, h: TILE.h - 112 }),
  label: () => ({ w: 168, sizes: { max: 18, min: 14 }, lines: 5 }),
  draw(slideId, parts, fit, input) {
    const { palette } = input.ctx.theme;
    const accent = markColor(input.ctx.theme);
    const index = {
      id: `${slideId}.number`,
      x: 60,
      y: TILE.y,
      w: 180,
      h: 84,
      font: 'heading' as const,
    };
    const elements: DeckElement[] = [
      fittedTextBox(
        {
          ...index,
          paragraphs: [parts.number],
          color: accent,
          bold: true,
          lineHeight: 1,
          maxSize: 72,
          minSize: 40,
        },
        input.ctx.measurer,
      ),
      bar(`${slideId}.tick`, { x: 64, y: TILE.y + 96, w: 40, h: 3 }, accent),
      bar(`${slideId}.tile`, TILE, palette.surface),
      bar(`${slideId}.edge`, { x: TILE.x, y: TILE.y, w: 4, h: TILE.h }, accent),
    ];
    const label = statementLabel(slideId, parts, this, { x: 64, color: palette.text }, input);
    if (label) elements.push(labelAt(label, TILE.y + 112, input.ctx.measurer));
    const arm = 36;
    const corner = (name: string, x: number, y: number, dx: number, dy: number) => [
      bar(
        `${slideId}.${name}-h`,
        { x: dx < 0 ? x - arm : x, y: dy < 0 ? y - 4 : y, w: arm, h: 4 },
        accent,
      ),
      bar(
        `${slideId}.${name}-v`,
        { x: dx < 0 ? x - 4 : x, y: dy < 0 ? y - arm : y, w: 4, h: arm },
        accent,
      ),
    ];
    const [textY = 0] = stack(TILE.y + 56, TILE.y + TILE.h - 56, [fit.height], 0);
    elements.push(
      ...corner('open', TILE.x + 24, TILE.y + 20, 1, 1),
      ...corner('close', TILE.x + TILE.w - 24, TILE.y + TILE.h - 20, -1, -1),
      statementText(slideId, parts, fit, { x: TILE.x + 56, y: textY, align: 'left' }, input),
    );
    return elements;
  },
};

export const STATEMENT_GOVERNMENT = statementLayout(government);
export const STATEMENT_CLASSIC = statementLayout(classic);
export const STATEMENT_TECH = statementLayout(tech);

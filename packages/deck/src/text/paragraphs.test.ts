import { describe, expect, it } from 'vitest';
import type { Paragraph, TextElement, TextRun } from '../model.js';
import { getTheme } from '../themes.js';
import { layoutTextElement } from './layout.js';
import { LEVEL_INDENT } from './paragraph.js';

/** What an imported text box carries: run styles, per-paragraph settings, insets, no wrap. */
const theme = getTheme('clean-blue');
const run = (text: string, extra: Partial<TextRun> = {}): TextRun => ({
  text,
  size: 20,
  color: '000000',
  ...extra,
});
const box = (paragraphs: Paragraph[], extra: Partial<TextElement> = {}): TextElement => ({
  type: 'text',
  id: 't',
  x: 100,
  y: 100,
  w: 300,
  h: 300,
  font: 'body',
  paragraphs,
  align: 'left',
  valign: 'top',
  lineHeight: 1.2,
  paragraphSpacing: 0,
  inset: 5,
  ...extra,
});
const layout = (element: TextElement) => layoutTextElement(element, theme);
const texts = (element: TextElement) => layout(element).spans.map((span) => span.text);

describe('run styles', () => {
  it('marks italic spans and keeps them apart from upright ones', () => {
    const { spans } = layout(box([{ runs: [run('slanted', { italic: true }), run(' upright')] }]));
    expect(spans.map((span) => [span.text, span.italic])).toEqual([
      ['slanted', true],
      [' upright', undefined],
    ]);
  });

  it('draws an underline under and a strike through the run, in its colour, size / 18 thick', () => {
    const element = box([
      { runs: [run('under', { underline: true, color: 'DC2626' }), run(' plain')] },
      { runs: [run('struck', { strike: true, size: 36 })] },
    ]);
    const { spans, decorations } = layout(element);
    const [under, , struck] = spans;
    expect(decorations).toHaveLength(2);
    const [line, strike] = decorations;
    expect(line).toMatchObject({ x: under!.x, w: under!.width, h: 20 / 18, color: 'DC2626' });
    expect(line!.y).toBeGreaterThan(under!.baseline);
    expect(strike).toMatchObject({ x: struck!.x, w: struck!.width, h: 2, color: '000000' });
    expect(strike!.y + strike!.h / 2).toBeCloseTo(struck!.baseline - 0.3 * 36, 5);
  });
});

describe('paragraph alignment', () => {
  const words = 'Justified lines spread their words over the whole column width evenly.';

  it('spreads the words of every line but the last over the column (justify)', () => {
    const element = box([{ align: 'justify', runs: [run(words)] }], { w: 200 });
    const { spans } = layout(element);
    const rows = [...new Set(spans.map((span) => span.baseline))].map((baseline) =>
      spans.filter((span) => span.baseline === baseline),
    );
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows.slice(0, -1)) {
      expect(row.length).toBeGreaterThan(1);
      expect(row[0]!.x).toBe(105);
      const last = row.at(-1)!;
      expect(last.x + last.width).toBeCloseTo(295, 5);
    }
    // The last line stays left, set at its natural spacing in one span.
    const last = rows.at(-1)!;
    expect(last).toHaveLength(1);
    expect(last[0]!.x).toBe(105);
  });

  it('leaves a justified line without spaces (CJK) at the left', () => {
    const cjk = '两端对齐的中文段落在最后一行之前的每一行都从左边开始排列。';
    const { spans } = layout(box([{ align: 'justify', runs: [run(cjk)] }], { w: 200 }));
    expect(spans.every((span) => span.x === 105)).toBe(true);
  });

  it("uses a paragraph's own alignment over the box's", () => {
    const element = box([{ runs: [run('left')] }, { align: 'right', runs: [run('right')] }]);
    const [left, right] = layout(element).spans;
    expect(left!.x).toBe(105);
    expect(right!.x + right!.width).toBeCloseTo(395, 5);
  });
});

describe('bullets and levels', () => {
  it('numbers consecutive paragraphs of a level from `start`, a deeper level counting its own', () => {
    const numbered = (text: string, level = 0, start?: number): Paragraph => ({
      level,
      bullet: { numbered: true, ...(start ? { start } : {}) },
      runs: [run(text)],
    });
    const element = box([
      numbered('one', 0, 3),
      numbered('sub a', 1),
      numbered('sub b', 1),
      numbered('two'),
      numbered('sub again', 1),
      { runs: [run('plain')] },
      numbered('restart'),
    ]);
    expect(texts(element)).toEqual([
      '3.',
      'one',
      '1.',
      'sub a',
      '2.',
      'sub b',
      '4.',
      'two',
      '1.',
      'sub again',
      'plain',
      '1.',
      'restart',
    ]);
  });

  it("draws a paragraph's own bullet character in its colour, and none where it says none", () => {
    const element = box(
      [
        { bullet: { char: '–', color: 'DC2626' }, runs: [run('dash')] },
        { bullet: { none: true }, runs: [run('none')] },
        { runs: [run('round')] },
      ],
      { bullet: { indent: 16 } },
    );
    const { spans } = layout(element);
    expect(spans.map((span) => [span.text, span.x, span.color])).toEqual([
      ['–', 105, 'DC2626'],
      ['dash', 121, '000000'],
      // No bullet, but the text keeps the box's hanging indent.
      ['none', 121, '000000'],
      ['•', 105, '000000'],
      ['round', 121, '000000'],
    ]);
  });

  it('moves each level in by the bullet indent, or half an inch without one', () => {
    const element = box([
      { level: 2, runs: [run('deep')] },
      { level: 1, bullet: { indent: 20 }, runs: [run('indented')] },
    ]);
    const [deep, bullet, indented] = layout(element).spans;
    expect(deep!.x).toBe(105 + 2 * LEVEL_INDENT);
    expect([bullet!.text, bullet!.x]).toEqual(['•', 125]);
    expect(indented!.x).toBe(145);
  });
});

describe('spacing and the box', () => {
  const pitchOf = (element: TextElement) => {
    const [a, b] = layout(element).spans;
    return b!.baseline - a!.baseline;
  };

  it("adds a paragraph's space after and the next one's space before", () => {
    const two = (first: Partial<Paragraph>, second: Partial<Paragraph>) =>
      box([
        { ...first, runs: [run('a')] },
        { ...second, runs: [run('b')] },
      ]);
    const plain = pitchOf(two({}, {}));
    expect(plain).toBeCloseTo(24, 5);
    expect(pitchOf(two({ spaceAfter: 6 }, { spaceBefore: 10 }))).toBeCloseTo(40, 5);
    // The box's paragraph spacing applies where a paragraph gives no space before.
    expect(pitchOf({ ...two({}, {}), paragraphSpacing: 8 })).toBeCloseTo(32, 5);
  });

  it("sets lines at a paragraph's own line height, below 1 too", () => {
    const lines = (lineHeight: number) =>
      box([
        { lineHeight, runs: [run('a')] },
        { lineHeight, runs: [run('b')] },
      ]);
    expect(pitchOf(lines(0.8))).toBeCloseTo(16, 5);
    expect(pitchOf(lines(2))).toBeCloseTo(40, 5);
  });

  it('pads each side by its own inset', () => {
    const insets = { left: 30, top: 40, right: 2, bottom: 2 };
    const left = layout(box([{ runs: [run('x')] }], { insets })).spans[0]!;
    expect(left.x).toBe(130);
    const plain = layout(box([{ runs: [run('x')] }])).spans[0]!;
    expect(left.baseline - plain.baseline).toBeCloseTo(35, 5);
    const right = layout(box([{ align: 'right', runs: [run('x')] }], { insets })).spans[0]!;
    expect(right.x + right.width).toBeCloseTo(398, 5);
  });

  it('keeps a paragraph on one line when the box does not wrap', () => {
    const long = 'a line much longer than the narrow box it is in';
    const wrapped = layout(box([{ runs: [run(long)] }], { w: 100 })).spans;
    const unwrapped = layout(box([{ runs: [run(long)] }], { w: 100, wrap: false })).spans;
    expect(new Set(wrapped.map((span) => span.baseline)).size).toBeGreaterThan(1);
    expect(unwrapped.map((span) => span.text)).toEqual([long]);
    expect(unwrapped[0]!.width).toBeGreaterThan(100);
  });
});

import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import { DeckError } from './errors.js';
import { DECK_VERSION, migrateDeck } from './model.js';
import { outlineToDeck } from './outline-to-deck.js';
import { SAMPLE_OUTLINE_TEXT } from './testing/sample-outline.js';

const deck = outlineToDeck(parseOutline(SAMPLE_OUTLINE_TEXT));

function migrationError(input: unknown): DeckError {
  try {
    migrateDeck(input);
  } catch (error) {
    if (error instanceof DeckError) return error;
    throw error;
  }
  throw new Error('migrateDeck accepted bad input');
}

describe('migrateDeck', () => {
  it('loads a saved deck, as an object or as JSON text', () => {
    expect(migrateDeck(structuredClone(deck))).toEqual(deck);
    expect(migrateDeck(JSON.stringify(deck))).toEqual(deck);
  });

  it.each([
    ['null', null],
    ['an array', [deck]],
    ['text that is not JSON', '{"version":'],
    ['a deck without a version', { ...deck, version: undefined }],
    ['a deck from a newer build', { ...deck, version: DECK_VERSION + 1 }],
    ['version 0', { ...deck, version: 0 }],
    ['an unknown element type', withFirstElement({ type: 'video', id: 'v' })],
    [
      'a colour with #',
      withFirstElement({
        ...deck.slides[0]!.elements.find((element) => element.type === 'shape')!,
        fill: { color: '#fff' },
      }),
    ],
    ['duplicate slide ids', { ...deck, slides: [deck.slides[0], deck.slides[0]] }],
  ])('rejects %s as an invalid deck', (_name, input) => {
    const error = migrationError(input);
    expect(error.reason).toBe('invalid-deck');
  });

  it('says why a newer document is rejected', () => {
    expect(migrationError({ ...deck, version: 99 }).message).toMatch(/newer/);
  });

  it('opens version-1, -2 and -3 documents as they stand, at the current version', () => {
    expect(DECK_VERSION).toBe(4);
    for (const version of [1, 2, 3]) {
      const old = { ...structuredClone(deck), version };
      expect(migrateDeck(old)).toEqual({ ...deck, version: 4 });
    }
  });
});

const IMAGE = {
  type: 'image',
  id: 'picture',
  x: 100,
  y: 80,
  w: 320,
  h: 180,
  src: 'attachment:0f8fad5b-d9cb-469f-a165-70867728950e',
};

describe('rotation and images (version 3)', () => {
  it('takes a rotation on text, shapes, icons and images', () => {
    const shape = { type: 'shape', id: 's', x: 0, y: 0, w: 10, h: 10, geometry: 'rect' };
    const icon = {
      type: 'icon',
      id: 'i',
      x: 0,
      y: 0,
      w: 10,
      h: 10,
      name: 'check',
      color: '000000',
    };
    const text = { ...deck.slides[0]!.elements.find((e) => e.type === 'text')!, rotate: -45 };
    for (const element of [{ ...shape, rotate: 90 }, { ...icon, rotate: 360 }, text]) {
      expect(migrateDeck(withFirstElement(element)).slides[0]!.elements[0]).toEqual(element);
    }
    const image = { ...IMAGE, rotate: 12.5, crop: { left: 0.1, top: 0, right: 0.2, bottom: 0.5 } };
    expect(migrateDeck(withFirstElement(image)).slides[0]!.elements[0]).toEqual(image);
  });

  it('keeps tables and charts unrotated (PowerPoint ignores a table rotation)', () => {
    const chart = {
      type: 'chart',
      id: 'c',
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      kind: 'pie',
      categories: ['a'],
      values: [1],
      colors: ['000000'],
      labelColor: '000000',
      unit: '',
      rotate: 30,
    };
    expect(migrateDeck(withFirstElement(chart)).slides[0]!.elements[0]).not.toHaveProperty(
      'rotate',
    );
  });

  it.each([
    [
      'a rotation past a full turn',
      { type: 'shape', id: 's', x: 0, y: 0, w: 1, h: 1, geometry: 'rect', rotate: 400 },
    ],
    ['a rotation that is not a number', { ...IMAGE, rotate: '90' }],
    ['an image from a URL', { ...IMAGE, src: 'https://example.com/a.png' }],
    ['an image from a path', { ...IMAGE, src: '/etc/passwd' }],
    ['an image as a data URI', { ...IMAGE, src: 'data:image/png;base64,iVBORw0KGgo=' }],
    ['an attachment that is not a uuid', { ...IMAGE, src: 'attachment:../../secret' }],
    ['an attachment with more after it', { ...IMAGE, src: `${IMAGE.src}\n` }],
    ['an image without a source', { ...IMAGE, src: undefined }],
    ['a crop outside 0..1', { ...IMAGE, crop: { left: -0.1, top: 0, right: 0, bottom: 0 } }],
    ['a crop that hides it all', { ...IMAGE, crop: { left: 0.5, top: 0, right: 0.5, bottom: 0 } }],
  ])('rejects %s', (_name, element) => {
    expect(migrationError(withFirstElement(element)).reason).toBe('invalid-deck');
  });
});

function withFirstElement(element: unknown) {
  const [first, ...rest] = deck.slides;
  return { ...deck, slides: [{ ...first, elements: [element] }, ...rest] };
}

describe('what an imported deck carries (version 4)', () => {
  const slideWith = (element: unknown, background?: unknown) => ({
    ...deck,
    slides: [
      {
        id: 's',
        layout: 'imported',
        notes: '',
        elements: [element],
        ...(background ? { background } : {}),
      },
    ],
  });

  it('takes run styles, paragraph bullets and levels, and a text box fill', () => {
    const text = {
      type: 'text',
      id: 't',
      x: 0,
      y: 0,
      w: 100,
      h: 40,
      font: 'body',
      align: 'left',
      valign: 'top',
      lineHeight: 0.9,
      paragraphSpacing: 0,
      inset: 0,
      insets: { left: 7.2, top: 3.6, right: 7.2, bottom: 3.6 },
      fill: { color: 'FFEEDD' },
      line: { color: '000000', width: 1, dash: 'dash' },
      group: 'g1',
      paragraphs: [
        {
          align: 'justify',
          level: 2,
          bullet: { char: '–', indent: 12 },
          runs: [
            {
              text: '斜体',
              size: 14,
              color: '333333',
              italic: true,
              underline: true,
              strike: true,
            },
          ],
        },
      ],
    };
    expect(() => migrateDeck(slideWith(text))).not.toThrow();
    expect(() => migrateDeck(slideWith({ ...text, paragraphs: [{ level: 9, runs: [] }] }))).toThrow(
      /invalid deck/,
    );
  });

  it('takes a custom outline and text in a shape, and refuses an unknown geometry', () => {
    const shape = {
      type: 'shape',
      id: 's',
      x: 0,
      y: 0,
      w: 50,
      h: 50,
      geometry: 'custom',
      path: { d: 'M0 0 L100 0 L50 100 Z', w: 100, h: 100 },
      flipH: true,
      text: {
        font: 'body',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.2,
        paragraphSpacing: 0,
        inset: 4,
        paragraphs: [{ runs: [{ text: '箭头', size: 12, color: 'FFFFFF' }] }],
      },
    };
    expect(() => migrateDeck(slideWith(shape))).not.toThrow();
    expect(() => migrateDeck(slideWith({ ...shape, geometry: 'blob' }))).toThrow(/invalid deck/);
  });

  it('takes merged and styled cells, and line charts with more series below zero', () => {
    const table = {
      type: 'table',
      id: 'tb',
      x: 0,
      y: 0,
      w: 100,
      h: 40,
      rows: [
        ['a', ''],
        ['b', 'c'],
      ],
      header: true,
      columnWidths: [50, 50],
      rowHeights: [20, 20],
      font: 'body',
      size: 12,
      color: '000000',
      headerColor: 'FFFFFF',
      headerFill: '1F4E79',
      borderColor: 'CCCCCC',
      cells: [
        [
          {
            colSpan: 2,
            fill: 'FF0000',
            border: { top: 'none', bottom: { color: '000000', width: 2 } },
          },
          { merged: true },
        ],
        [{}, { bold: true }],
      ],
    };
    const chart = {
      type: 'chart',
      id: 'c',
      x: 0,
      y: 0,
      w: 100,
      h: 60,
      kind: 'line',
      categories: ['一月', '二月'],
      values: [-3, 5],
      seriesName: '收入',
      extraSeries: [{ name: '成本', values: [1, 2], color: '00FF00' }],
      colors: ['0000FF'],
      labelColor: '333333',
      unit: '',
      legend: true,
    };
    expect(() => migrateDeck(slideWith(table))).not.toThrow();
    expect(() => migrateDeck(slideWith(chart))).not.toThrow();
    expect(() => migrateDeck(slideWith({ ...chart, kind: 'radar' }))).toThrow(/invalid deck/);
  });

  it('takes a background picture over its colour, named like any picture', () => {
    const image = 'attachment:0f8fad5b-d9cb-469f-a165-70867728950e';
    const rect = { type: 'shape', id: 'r', x: 0, y: 0, w: 1, h: 1, geometry: 'rect' };
    expect(() => migrateDeck(slideWith(rect, { color: 'FFFFFF', image }))).not.toThrow();
    expect(() =>
      migrateDeck(slideWith(rect, { color: 'FFFFFF', image: 'https://example.com/a.png' })),
    ).toThrow(/invalid deck/);
  });
});

// The text, master and shape decks: what pptxgenjs writes for text boxes, lists, placeholders
// of a defined slide master, preset shapes with text and lines with arrows.
import { recordedDeck } from './record.mjs';
import { at, para, run } from './runs.mjs';

const BODY = { fontFace: 'Arial', fontSize: 16, color: '333333' };

/** Text boxes with mixed runs, alignments, insets and outlines; lists; notes. */
export function textDeck() {
  const deck = recordedDeck({ title: 'Text boxes and lists' });
  const first = deck.slide();
  first.text(
    [
      para('Mixed runs in one paragraph', {
        fontFace: 'Georgia',
        fontSize: 32,
        bold: true,
        color: '1F4E79',
      }),
    ],
    at(0.6, 0.4, 12, 0.9),
  );
  first.text(
    [
      [
        run('Plain, ', BODY),
        run('bold, ', { ...BODY, bold: true }),
        run('italic, ', { ...BODY, italic: true }),
        run('underlined, ', { ...BODY, underline: { style: 'sng' } }),
        run('struck, ', { ...BODY, strike: 'sngStrike' }),
        run('red, ', { ...BODY, color: 'C00000' }),
        run('large ', { ...BODY, fontSize: 28 }),
        run('and monospaced.', { ...BODY, fontFace: 'Courier New' }),
      ],
      para('A second paragraph, centred, in Verdana.', {
        ...BODY,
        fontFace: 'Verdana',
        align: 'center',
      }),
    ],
    at(0.6, 1.5, 12, 1.6),
  );
  first.text(
    [
      para('Right-aligned on a grey fill with a blue outline and wide insets.', {
        ...BODY,
        align: 'right',
      }),
    ],
    at(0.6, 3.4, 6, 1.2),
    {
      fill: { color: 'F2F2F2' },
      line: { color: '2E75B6', width: 1.5 },
      margin: [18, 12, 18, 12],
      valign: 'bottom',
    },
  );
  first.text(
    [
      para(
        'A justified paragraph long enough to wrap over several lines, so that a reader that loses the alignment or the wrapping shows it at once on the page.',
        { ...BODY, align: 'justify' },
      ),
    ],
    at(7, 3.4, 5.6, 2),
  );
  first.text(
    [para('No wrap: this line runs past its box', { ...BODY, fontSize: 14 })],
    at(0.6, 5.2, 3, 0.5),
    { wrap: false },
  );
  first.text([para('Turned ten degrees', { ...BODY, fontSize: 20 })], at(0.6, 6.2, 4, 0.6), {
    rotate: 10,
  });

  const lists = deck.slide();
  lists.text(
    [para('Bullets and numbered lists', { ...BODY, fontSize: 28, bold: true })],
    at(0.6, 0.4, 12, 0.8),
  );
  lists.text(
    [
      para('First level bullet', { ...BODY, bullet: true }),
      para('Second level bullet', { ...BODY, bullet: true, indentLevel: 1 }),
      para('Third level bullet', { ...BODY, bullet: true, indentLevel: 2 }),
      para('Arrow bullet in blue', { ...BODY, bullet: { characterCode: '25BA', color: '2E75B6' } }),
      para('Back to the first level', { ...BODY, bullet: true, paraSpaceBefore: 12 }),
    ],
    at(0.6, 1.4, 6, 4),
  );
  lists.text(
    [
      para('Numbered from three', { ...BODY, bullet: { type: 'number', numberStartAt: 3 } }),
      para('Numbered again', { ...BODY, bullet: { type: 'number' } }),
      para('Nested letters', {
        ...BODY,
        bullet: { type: 'number', style: 'alphaLcPeriod' },
        indentLevel: 1,
      }),
      para('Spaced with 1.5 lines', {
        ...BODY,
        bullet: { type: 'number' },
        lineSpacingMultiple: 1.5,
        paraSpaceAfter: 6,
      }),
    ],
    at(7, 1.4, 5.6, 4),
  );
  lists.notes('Speaker notes: the lists use pptxgenjs bullet options, levels 0 to 2.');

  const links = deck.slide();
  links.text(
    [
      [
        run('A hyperlink: ', BODY),
        run('slidecraft.example', { ...BODY, hyperlink: { url: 'https://slidecraft.example/' } }),
      ],
      [
        run('E = mc', BODY),
        run('2', { ...BODY, superscript: true }),
        run(' and H', BODY),
        run('2', { ...BODY, subscript: true }),
        run('O', BODY),
      ],
      para('Highlighted text', { ...BODY, highlight: 'FFFF00' }),
    ],
    at(0.6, 0.6, 12, 2.4),
  );
  links.notes('Notes on the third slide.\nA second line of notes.');
  return deck;
}

/** A defined slide master with a band, a logo, a footer and title/body placeholders. */
export function masterDeck(pictures) {
  const deck = recordedDeck({ title: 'Slide master and placeholders' });
  deck.master('CORPUS_MASTER', {
    background: { color: 'F4F1EA' },
    objects: [
      { rect: { x: 0, y: 0, w: 13.333, h: 0.35, fill: { color: '1F4E79' } } },
      { image: { x: 12.4, y: 0.5, w: 0.6, h: 0.6, data: pictures.logo.data } },
      {
        text: {
          text: 'Corpus deck, master footer',
          options: { x: 0.6, y: 7.0, w: 6, h: 0.3, fontSize: 10, color: '7F7F7F' },
        },
      },
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: 0.6, y: 0.6, w: 11.5, h: 1 },
          text: '',
        },
      },
      {
        placeholder: {
          options: { name: 'body', type: 'body', x: 0.6, y: 1.8, w: 12, h: 5 },
          text: '',
        },
      },
    ],
    slideNumber: { x: 12.3, y: 7.0, w: 0.8, h: 0.3, fontSize: 10 },
  });
  deck.master('CORPUS_SECTION', {
    background: { data: pictures.backdrop.data },
    objects: [
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: 1, y: 3, w: 11.3, h: 1.5 },
          text: '',
        },
      },
    ],
  });
  const first = deck.slide('CORPUS_MASTER');
  first.placeholder('title', [para('A title in the title placeholder')]);
  first.placeholder('body', [
    para('Body placeholder, first point', { bullet: true }),
    para('Second point', { bullet: true, indentLevel: 1 }),
  ]);
  first.notes('Placeholders take their frames from the master.');
  const section = deck.slide('CORPUS_SECTION');
  section.placeholder('title', [para('A section slide on a picture background')]);
  const third = deck.slide('CORPUS_MASTER');
  third.placeholder('title', [para('Placeholders and a free text box')]);
  third.placeholder('body', [para('Only one point here')]);
  third.text(
    [para('A free text box on a master slide', { fontSize: 14, color: 'C00000' })],
    at(7, 5.5, 5.5, 0.6),
  );
  return deck;
}

const SHAPES = [
  ['rect', '1F4E79'],
  ['roundRect', '2E75B6'],
  ['ellipse', '70AD47'],
  ['triangle', 'FFC000'],
  ['diamond', 'ED7D31'],
  ['hexagon', '5B9BD5'],
  ['chevron', 'A5A5A5'],
  ['rightArrow', 'C00000'],
  ['star5', '7030A0'],
  ['parallelogram', '00B050'],
  ['octagon', '264478'],
  ['plus', '9E480E'],
];

/** Preset shapes with fill, outline and text; lines with arrows and dashes; flips. */
export function shapeDeck() {
  const deck = recordedDeck({ title: 'Preset shapes and lines' });
  const grid = deck.slide();
  SHAPES.forEach(([name, color], index) => {
    const frame = at(0.6 + (index % 4) * 3.1, 0.5 + Math.floor(index / 4) * 2.2, 2.6, 1.7);
    const options = {
      fill: { color },
      line: { color: '404040', width: 1 },
      ...(name === 'roundRect' ? { rectRadius: 0.3 } : {}),
    };
    grid.shape(name, frame, options, [
      para(name, { fontSize: 16, color: 'FFFFFF', bold: true, align: 'center' }),
    ]);
  });
  const lines = deck.slide();
  lines.shape('line', at(0.6, 0.8, 5, 0), {
    line: { color: '1F4E79', width: 2, endArrowType: 'triangle' },
  });
  lines.shape('line', at(0.6, 1.6, 5, 0), {
    line: { color: '1F4E79', width: 2, beginArrowType: 'oval', endArrowType: 'arrow' },
  });
  lines.shape('line', at(0.6, 2.4, 5, 0), {
    line: { color: 'C00000', width: 3, dashType: 'dash' },
  });
  lines.shape('line', at(0.6, 3.2, 5, 0), {
    line: { color: '7F7F7F', width: 1.5, dashType: 'sysDot' },
  });
  lines.shape('line', at(6.4, 0.8, 0, 3), { line: { color: '70AD47', width: 2 } });
  lines.shape('line', at(7.2, 0.8, 3, 2.4), {
    line: { color: 'ED7D31', width: 2, endArrowType: 'stealth' },
    flipV: true,
  });
  lines.shape('rect', at(0.6, 4.2, 3, 1.8), {
    fill: { color: '2E75B6', transparency: 50 },
    line: { color: '1F4E79', width: 1 },
  });
  lines.shape('rightArrow', at(4.2, 4.2, 3, 1.8), { fill: { color: '70AD47' }, flipH: true });
  lines.shape('triangle', at(7.8, 4.2, 2.4, 1.8), { fill: { color: 'FFC000' }, rotate: 30 });
  lines.shape('ellipse', at(10.6, 4.2, 2, 1.8), { line: { color: 'C00000', width: 4 } });
  lines.text([para('Lines and bare shapes', { fontSize: 20, bold: true })], at(8, 6.4, 4.6, 0.6));
  return deck;
}

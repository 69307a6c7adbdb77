// Decks that mix every kind: a short one for the LibreOffice round trip and 50 slides for the
// import bench.
import { recordedDeck } from './record.mjs';
import { at, para, run } from './runs.mjs';

const TITLE = { fontFace: 'Arial', fontSize: 26, bold: true, color: '1F4E79' };
const BODY = { fontFace: 'Arial', fontSize: 16, color: '333333' };
const MASTER = {
  background: { color: 'FFFFFF' },
  objects: [
    { rect: { x: 0, y: 7.2, w: 13.333, h: 0.3, fill: { color: '1F4E79' } } },
    {
      placeholder: {
        options: { name: 'title', type: 'title', x: 0.6, y: 0.3, w: 12, h: 0.9 },
        text: '',
      },
    },
    {
      placeholder: {
        options: { name: 'body', type: 'body', x: 0.6, y: 1.4, w: 12, h: 5.4 },
        text: '',
      },
    },
  ],
};

function bulletsSlide(deck, n) {
  const slide = deck.slide('MIXED');
  slide.placeholder('title', [para(`Slide ${n}: what changed`)]);
  slide.placeholder('body', [
    para(`Point one of slide ${n}`, { bullet: true }),
    para(`A detail under point one (${n})`, { bullet: true, indentLevel: 1 }),
    [
      run('Point two with ', { bullet: true }),
      run('bold', { bold: true }),
      run(' and '),
      run('italic', { italic: true }),
      run(' words'),
    ],
  ]);
  slide.notes(`Notes for slide ${n}.`);
}

function tableSlide(deck, n) {
  const slide = deck.slide();
  slide.text([para(`Slide ${n}: figures`, TITLE)], at(0.6, 0.3, 12, 0.8));
  const header = { bold: true, color: 'FFFFFF', fill: { color: '1F4E79' } };
  slide.table(
    [
      [
        { text: 'Team', options: header },
        { text: 'Budget', options: { ...header, colspan: 2 } },
      ],
      [{ text: `Team ${n}A` }, { text: `${n * 10}` }, { text: `${n * 11}` }],
      [{ text: `Team ${n}B` }, { text: `${n * 7}` }, { text: `${n * 8}` }],
    ],
    at(0.6, 1.4, 8, 1.8),
    {
      colW: [4, 2, 2],
      rowH: 0.6,
      fontFace: 'Arial',
      fontSize: 14,
      border: { type: 'solid', pt: 1, color: '7F7F7F' },
    },
  );
}

function chartSlide(deck, n) {
  const { pptx } = deck;
  const kinds = [
    [pptx.ChartType.bar, { barDir: 'col' }],
    [pptx.ChartType.line, {}],
    [pptx.ChartType.pie, {}],
    [pptx.ChartType.bar, { barDir: 'bar', barGrouping: 'stacked' }],
    [pptx.ChartType.area, {}],
    [pptx.ChartType.doughnut, {}],
  ];
  // Charts fall on slides 3, 8, 13, ...: each next one is the next kind.
  const [type, options] = kinds[Math.floor((n - 3) / 5) % kinds.length];
  const labels = ['North', 'South', 'East', 'West'];
  const single = type === pptx.ChartType.pie || type === pptx.ChartType.doughnut;
  const data = [{ name: `Sales ${n}`, labels, values: [n, n + 3, n + 1, n + 5] }];
  if (!single) data.push({ name: `Costs ${n}`, labels, values: [n - 2, n, n - 1, n + 2] });
  const slide = deck.slide();
  slide.text([para(`Slide ${n}: a chart`, TITLE)], at(0.6, 0.3, 12, 0.8));
  slide.chart(type, data, at(0.6, 1.3, 8, 5.4), { showLegend: true, legendPos: 'r', ...options });
  slide.text([para(`Chart note ${n}`, BODY)], at(9, 1.3, 3.6, 1.2), { fill: { color: 'F2F2F2' } });
}

function pictureSlide(deck, n, pictures) {
  const slide = deck.slide();
  if (n % 4 === 1) slide.background({ color: 'F4F1EA' });
  slide.text([para(`Slide ${n}: pictures`, TITLE)], at(0.6, 0.3, 12, 0.8));
  slide.image(n % 2 ? pictures.png : pictures.jpeg, at(0.6, 1.4, 6, 4));
  slide.text(
    [para(`Caption for the picture on slide ${n}`, { ...BODY, italic: true })],
    at(7, 1.4, 5.6, 1),
  );
}

function shapeSlide(deck, n) {
  const slide = deck.slide();
  slide.text([para(`Slide ${n}: a process`, TITLE)], at(0.6, 0.3, 12, 0.8));
  ['Plan', 'Build', 'Ship'].forEach((step, index) => {
    slide.shape(
      'chevron',
      at(0.6 + index * 4, 2.5, 3.6, 1.4),
      { fill: { color: ['2E75B6', '70AD47', 'ED7D31'][index] } },
      [para(`${step} ${n}`, { ...BODY, color: 'FFFFFF', bold: true, align: 'center' })],
    );
  });
  slide.shape('line', at(0.6, 4.5, 11.6, 0), {
    line: { color: '7F7F7F', width: 1.5, endArrowType: 'triangle' },
  });
}

const KINDS = [bulletsSlide, tableSlide, chartSlide, pictureSlide, shapeSlide];

/** `count` slides cycling through bullets on a master, a table, a chart, pictures and shapes. */
export function mixedDeck(pictures, { title, count }) {
  const deck = recordedDeck({ title });
  deck.master('MIXED', MASTER);
  for (let n = 1; n <= count; n++) KINDS[(n - 1) % KINDS.length](deck, n, pictures);
  return deck;
}

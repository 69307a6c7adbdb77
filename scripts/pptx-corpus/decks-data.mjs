// The picture, table and chart decks.
import { recordedDeck } from './record.mjs';
import { at, para } from './runs.mjs';

const TITLE = { fontFace: 'Arial', fontSize: 26, bold: true, color: '1F4E79' };

/** PNG and JPEG pictures, one cropped, one covering its frame, flipped and turned; backgrounds. */
export function pictureDeck(pictures) {
  const deck = recordedDeck({ title: 'Pictures and backgrounds' });
  const { png, jpeg, backdrop } = pictures;
  const first = deck.slide();
  first.text([para('Pictures', TITLE)], at(0.6, 0.3, 12, 0.8));
  first.image(png, at(0.6, 1.3, 3, 2));
  first.image(jpeg, at(4, 1.3, 3, 2));
  // The JPEG's top-left quarter: pptxgenjs crops a 3 x 2 in picture to the 1.5 x 1 in at (0, 0).
  first.image(jpeg, at(7.4, 1.3, 3, 2), { sizing: { type: 'crop', x: 0, y: 0, w: 1.5, h: 1 } });
  // `cover` crops the 3:2 picture (given at its own proportions) to the 2:1 frame.
  first.image(png, at(0.6, 4, 4, 8 / 3), { sizing: { type: 'cover', w: 4, h: 2 } });
  first.image(jpeg, at(5, 4, 3, 2), { flipH: true });
  first.image(png, at(8.6, 4, 3, 2), { rotate: 15 });
  const coloured = deck.slide();
  coloured.background({ color: '1F3864' });
  coloured.text(
    [para('A slide with its own background colour', { ...TITLE, color: 'FFFFFF' })],
    at(0.6, 0.3, 12, 0.8),
  );
  coloured.image(png, at(4.6, 2, 4, 2.7));
  const pictured = deck.slide();
  pictured.background({ data: backdrop.data });
  pictured.text([para('A picture as the slide background', TITLE)], at(0.6, 3, 12, 1));
  return deck;
}

const cell = (text, options = {}) => ({ text, options });
const THIN = { type: 'solid', pt: 1, color: '7F7F7F' };

/** Tables with merged cells, fills, borders and cell text styles, on a 4:3 page. */
export function tableDeck() {
  const deck = recordedDeck({ title: 'Tables', layout: 'LAYOUT_4x3' });
  const first = deck.slide();
  first.text([para('Merged cells, fills and borders', TITLE)], at(0.5, 0.3, 9, 0.7));
  const header = {
    bold: true,
    color: 'FFFFFF',
    fill: { color: '1F4E79' },
    align: 'center',
    valign: 'middle',
  };
  first.table(
    [
      [
        cell('Region', { ...header, rowspan: 2 }),
        cell('First half', { ...header, colspan: 2 }),
        cell('Second half', { ...header, colspan: 2 }),
      ],
      [cell('Q1', header), cell('Q2', header), cell('Q3', header), cell('Q4', header)],
      [
        cell('North', { bold: true }),
        cell('120'),
        cell('135'),
        cell('150', { color: '00B050' }),
        cell('161', { color: '00B050' }),
      ],
      [
        cell('South', { bold: true }),
        cell('98'),
        cell('-12', { color: 'C00000', italic: true }),
        cell('104'),
        cell('110'),
      ],
      [
        cell('Total', { bold: true, fill: { color: 'D9E1F2' } }),
        cell('218', { fill: { color: 'D9E1F2' } }),
        cell('123', { fill: { color: 'D9E1F2' } }),
        cell('254', { fill: { color: 'D9E1F2' } }),
        cell('271', { fill: { color: 'D9E1F2' } }),
      ],
    ],
    at(0.5, 1.3, 9, 2.5),
    {
      colW: [2.2, 1.7, 1.7, 1.7, 1.7],
      rowH: 0.5,
      fontFace: 'Arial',
      fontSize: 14,
      border: THIN,
      align: 'right',
    },
  );
  first.table(
    [
      [
        cell('Spans two rows and two columns', {
          rowspan: 2,
          colspan: 2,
          fill: { color: 'FFF2CC' },
          valign: 'middle',
          align: 'center',
        }),
        cell('Top right'),
      ],
      [cell('Middle right', { fontFace: 'Courier New' })],
      [
        cell('Bottom left'),
        cell('No borders', {
          border: [{ type: 'none' }, { type: 'none' }, { type: 'none' }, { type: 'none' }],
        }),
        cell('Thick bottom', {
          border: [THIN, THIN, { type: 'solid', pt: 4, color: 'C00000' }, THIN],
        }),
      ],
    ],
    at(0.5, 4.3, 9, 2.4),
    { colW: [3, 3, 3], rowH: 0.8, fontFace: 'Arial', fontSize: 13, border: THIN },
  );
  const banded = deck.slide();
  banded.text([para('A banded table', TITLE)], at(0.5, 0.3, 9, 0.7));
  const rows = [
    ['Item', 'Owner', 'Due', 'State'].map((text) =>
      cell(text, { bold: true, color: 'FFFFFF', fill: { color: '2E75B6' } }),
    ),
  ];
  ['Design review', 'Supplier audit', 'Pilot run', 'Launch plan', 'Training'].forEach(
    (item, index) => {
      const fill = index % 2 === 1 ? { fill: { color: 'DEEAF6' } } : {};
      rows.push([
        cell(item, fill),
        cell(['Ana', 'Bo', 'Chen', 'Dara', 'Eli'][index], fill),
        cell(`2025-0${index + 3}-15`, fill),
        cell(index < 2 ? 'Done' : 'Open', fill),
      ]);
    },
  );
  banded.table(rows, at(0.5, 1.3, 9, 3.6), {
    colW: [3, 2, 2, 2],
    rowH: 0.6,
    fontFace: 'Arial',
    fontSize: 14,
    border: { type: 'solid', pt: 0.5, color: 'BFBFBF' },
  });
  return deck;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const CHART_BASE = {
  showLegend: true,
  legendPos: 'b',
  showTitle: true,
  titleFontSize: 16,
  dataLabelFontSize: 10,
};

/** The six chart kinds the deck model knows, each with more than one series where it can. */
export function chartDeck(pptx) {
  const deck = recordedDeck({ title: 'Charts' });
  const charts = [
    [
      'Bar chart with a negative value',
      pptx.ChartType.bar,
      [
        { name: 'Plan', labels: MONTHS, values: [12, 15, 9, 18, 21, 17] },
        { name: 'Actual', labels: MONTHS, values: [10, 16, -4, 19, 23, 15] },
      ],
      { barDir: 'bar', chartColors: ['1F4E79', 'ED7D31'] },
    ],
    [
      'Stacked columns, three series',
      pptx.ChartType.bar,
      [
        { name: 'Hardware', labels: MONTHS, values: [5, 6, 7, 6, 8, 9] },
        { name: 'Software', labels: MONTHS, values: [3, 4, 4, 5, 6, 6] },
        { name: 'Services', labels: MONTHS, values: [2, 2, 3, 3, 3, 4] },
      ],
      { barDir: 'col', barGrouping: 'stacked', chartColors: ['2E75B6', '70AD47', 'FFC000'] },
    ],
    [
      'Lines with an axis title',
      pptx.ChartType.line,
      [
        { name: 'Visitors', labels: MONTHS, values: [320, 410, 390, 520, 610, 580] },
        { name: 'Sign-ups', labels: MONTHS, values: [40, 52, 47, 66, 80, 71] },
      ],
      {
        showValAxisTitle: true,
        valAxisTitle: 'People per day',
        lineSize: 2,
        chartColors: ['C00000', '7030A0'],
      },
    ],
    [
      'Pie with percentages',
      pptx.ChartType.pie,
      [
        {
          name: 'Share',
          labels: ['Search', 'Social', 'Direct', 'Email', 'Other'],
          values: [38, 24, 20, 12, 6],
        },
      ],
      { showPercent: true, chartColors: ['1F4E79', '2E75B6', '5B9BD5', '9DC3E6', 'DEEBF7'] },
    ],
    [
      'Area, two series',
      pptx.ChartType.area,
      [
        { name: 'North', labels: MONTHS, values: [8, 9, 11, 10, 13, 14] },
        { name: 'South', labels: MONTHS, values: [4, 6, 5, 7, 8, 7] },
      ],
      { chartColors: ['70AD47', 'A9D18E'] },
    ],
    [
      'Doughnut',
      pptx.ChartType.doughnut,
      [{ name: 'Budget', labels: ['Staff', 'Rent', 'Travel', 'Tools'], values: [55, 20, 10, 15] }],
      { holeSize: 55, showPercent: true, chartColors: ['ED7D31', 'FFC000', '70AD47', '5B9BD5'] },
    ],
  ];
  for (const [title, type, data, options] of charts) {
    const slide = deck.slide();
    slide.text([para(title, TITLE)], at(0.6, 0.3, 12, 0.8));
    slide.chart(type, data, at(0.8, 1.3, 11.7, 5.8), { ...CHART_BASE, title, ...options });
  }
  return deck;
}

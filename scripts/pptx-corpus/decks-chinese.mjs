// The Chinese deck: every kind of element with Chinese text.
import { recordedDeck } from './record.mjs';
import { at, para, run } from './runs.mjs';

const ZH = { fontFace: 'Microsoft YaHei', fontSize: 16, color: '333333', lang: 'zh-CN' };

/** A Chinese deck on a 16:9 page of 10 x 5.625 in: text, list, table, chart, shape and notes. */
export function chineseDeck(pptx) {
  const deck = recordedDeck({ title: '季度经营回顾', layout: 'LAYOUT_16x9' });
  const cover = deck.slide();
  cover.text(
    [
      para('季度经营回顾', { ...ZH, fontSize: 36, bold: true, color: 'C00000', align: 'center' }),
      para('二〇二五年第三季度 · 华东区', { ...ZH, align: 'center' }),
    ],
    at(0.5, 1.6, 9, 1.8),
  );
  cover.notes('开场：感谢各位参加本次季度回顾。');
  const points = deck.slide();
  points.text([para('本季度要点', { ...ZH, fontSize: 26, bold: true })], at(0.5, 0.3, 9, 0.7));
  points.text(
    [
      [
        run('营业收入同比增长', { ...ZH, bullet: true }),
        run('百分之十二', { ...ZH, bold: true, color: 'C00000' }),
        run('，超出预期。', ZH),
      ],
      para('新客户数量创历史新高', { ...ZH, bullet: true }),
      para('华南区仍需加强渠道建设', { ...ZH, bullet: true, indentLevel: 1 }),
      para('下季度重点：提升复购率', { ...ZH, bullet: { type: 'number' } }),
    ],
    at(0.5, 1.1, 5.2, 3.8),
  );
  points.shape(
    'roundRect',
    at(6, 1.4, 3.4, 1.6),
    { fill: { color: 'FCE4D6' }, line: { color: 'C55A11', width: 1 }, rectRadius: 0.2 },
    [
      para('目标达成率 104%', {
        ...ZH,
        fontSize: 20,
        bold: true,
        align: 'center',
        color: 'C55A11',
      }),
    ],
  );
  points.notes('强调收入增长来自老客户复购。');
  const table = deck.slide();
  table.text(
    [para('分区域业绩（万元）', { ...ZH, fontSize: 26, bold: true })],
    at(0.5, 0.3, 9, 0.7),
  );
  table.table(
    [
      ['区域', '七月', '八月', '九月'].map((text) => ({
        text,
        options: { bold: true, fill: { color: 'C00000' }, color: 'FFFFFF' },
      })),
      ...[
        ['华东', '320', '345', '362'],
        ['华南', '210', '198', '225'],
        ['华北', '180', '190', '205'],
      ].map((row) => row.map((text) => ({ text }))),
    ],
    at(0.5, 1.2, 9, 2.4),
    {
      colW: [3, 2, 2, 2],
      rowH: 0.6,
      fontFace: 'Microsoft YaHei',
      fontSize: 14,
      border: { type: 'solid', pt: 1, color: 'BFBFBF' },
    },
  );
  const chart = deck.slide();
  chart.text([para('月度趋势', { ...ZH, fontSize: 26, bold: true })], at(0.5, 0.3, 9, 0.7));
  chart.chart(
    pptx.ChartType.bar,
    [
      { name: '收入', labels: ['七月', '八月', '九月'], values: [710, 733, 792] },
      { name: '成本', labels: ['七月', '八月', '九月'], values: [520, 541, 560] },
    ],
    at(0.5, 1.1, 9, 4.2),
    {
      barDir: 'col',
      showLegend: true,
      legendPos: 'r',
      showTitle: true,
      title: '收入与成本',
      chartColors: ['C00000', '7F7F7F'],
    },
  );
  chart.notes('九月收入最高。');
  return deck;
}

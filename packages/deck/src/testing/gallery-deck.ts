import { ICON_NAMES } from '../icons.js';
import { DECK_VERSION, type DeckDocument, type DeckElement, type TextElement } from '../model.js';

/**
 * A hand-made deck with every element type and shape geometry, for renderer tests and the
 * benchmark: layouts may not yet produce icons, tables or charts.
 */
function text(
  id: string,
  box: { x: number; y: number; w: number; h: number },
  body: string[],
  extra: Partial<TextElement> = {},
): TextElement {
  return {
    type: 'text',
    id,
    ...box,
    font: 'body',
    paragraphs: body.map((line) => ({ runs: [{ text: line, size: 18, color: '1E293B' }] })),
    align: 'left',
    valign: 'top',
    lineHeight: 1.3,
    paragraphSpacing: 6,
    inset: 4,
    ...extra,
  };
}

const shapes: DeckElement[] = [
  {
    type: 'shape',
    id: 'rect',
    x: 40,
    y: 40,
    w: 120,
    h: 60,
    geometry: 'rect',
    fill: { color: '1D4ED8' },
  },
  {
    type: 'shape',
    id: 'round',
    x: 180,
    y: 40,
    w: 120,
    h: 60,
    geometry: 'roundRect',
    radius: 12,
    fill: { color: '38BDF8', transparency: 40 },
  },
  {
    type: 'shape',
    id: 'ellipse',
    x: 320,
    y: 40,
    w: 80,
    h: 60,
    geometry: 'ellipse',
    line: { color: '1D4ED8', width: 2 },
  },
  {
    type: 'shape',
    id: 'line',
    x: 420,
    y: 70,
    w: 100,
    h: 0,
    geometry: 'line',
    line: { color: '64748B', width: 1.5 },
  },
  {
    type: 'shape',
    id: 'triangle',
    x: 540,
    y: 40,
    w: 70,
    h: 60,
    geometry: 'triangle',
    fill: { color: 'F59E0B' },
  },
  {
    type: 'shape',
    id: 'chevron',
    x: 630,
    y: 40,
    w: 120,
    h: 60,
    geometry: 'chevron',
    fill: { color: '10B981' },
  },
];

const icons: DeckElement[] = ICON_NAMES.map((name, i) => ({
  type: 'icon',
  id: `icon-${name}`,
  x: 40 + (i % 15) * 58,
  y: 130 + Math.floor(i / 15) * 58,
  w: 40,
  h: 40,
  name,
  color: '1D4ED8',
}));

export function galleryDeck(themeId = 'clean-blue'): DeckDocument {
  return {
    version: DECK_VERSION,
    title: '元素示例',
    themeId,
    page: { width: 960, height: 540 },
    slides: [
      {
        id: 'shapes',
        layout: 'gallery',
        showSlideNumber: true,
        elements: [
          ...shapes,
          ...icons,
          text(
            'mixed',
            { x: 40, y: 260, w: 420, h: 250 },
            [
              '人工智能（Artificial Intelligence）正在改变教育：个性化学习、智能批改与课堂互动。',
              '“数据驱动”的决策提升了 35% 的转化率，并降低运营成本。',
            ],
            { bullet: { indent: 18 } },
          ),
          text('centred', { x: 500, y: 260, w: 420, h: 120 }, ['居中标题文字 Centered Title'], {
            align: 'center',
            valign: 'middle',
            paragraphs: [
              {
                runs: [{ text: '居中标题 Centered Title', size: 32, color: '1D4ED8', bold: true }],
              },
            ],
          }),
        ],
        notes: '',
      },
      {
        id: 'data',
        layout: 'gallery',
        elements: [
          {
            type: 'table',
            id: 'table',
            x: 40,
            y: 40,
            w: 420,
            h: 200,
            rows: [
              ['指标', '2025 年', '2026 年'],
              ['营收（亿元）', '12.5', '18.2'],
              ['客户数', '3,200', '5,100'],
              ['满意度', '86%', '92%'],
            ],
            header: true,
            columnWidths: [180, 120, 120],
            rowHeights: [50, 50, 50, 50],
            font: 'body',
            size: 16,
            color: '1E293B',
            headerColor: 'FFFFFF',
            headerFill: '1D4ED8',
            bandFill: 'F1F5F9',
            borderColor: 'CBD5E1',
          },
          {
            type: 'chart',
            id: 'columns',
            x: 500,
            y: 40,
            w: 420,
            h: 200,
            kind: 'column',
            categories: ['一季度', '二季度', '三季度', '四季度'],
            values: [12, 18, 15, 24],
            colors: ['1D4ED8'],
            labelColor: '334155',
            unit: '亿',
          },
          {
            type: 'chart',
            id: 'bars',
            x: 40,
            y: 290,
            w: 420,
            h: 200,
            kind: 'bar',
            categories: ['华东', '华南', '华北'],
            values: [45, 30, 25],
            colors: ['38BDF8'],
            labelColor: '334155',
            unit: '%',
          },
          {
            type: 'chart',
            id: 'pie',
            x: 500,
            y: 290,
            w: 420,
            h: 200,
            kind: 'pie',
            categories: ['线上', '线下', '渠道'],
            values: [50, 30, 20],
            colors: ['1D4ED8', '38BDF8', 'F59E0B'],
            labelColor: '334155',
            unit: '%',
          },
        ],
        notes: '数据页',
      },
    ],
  };
}

import {
  DECK_VERSION,
  type DeckDocument,
  type Slide,
  type TextElement,
} from '@slidecraft/deck/scene';

/** A small deck in the shape the engine lays out, for the editor's model tests. */
function text(id: string, lines: string[], y: number, size: number, bold = false): TextElement {
  return {
    type: 'text',
    id,
    x: 60,
    y,
    w: 840,
    h: size * 1.4 * lines.length + 12,
    font: bold ? 'heading' : 'body',
    paragraphs: lines.map((line) => ({ runs: [{ text: line, size, color: '1E293B', bold }] })),
    align: 'left',
    valign: 'top',
    lineHeight: 1.3,
    paragraphSpacing: 4,
    inset: 4,
  };
}

function slide(n: number, title: string, points: string[]): Slide {
  return {
    id: `s${n}`,
    layout: 'content',
    elements: [
      {
        type: 'shape',
        id: `s${n}.bar`,
        x: 40,
        y: 40,
        w: 6,
        h: 40,
        geometry: 'rect',
        fill: { color: '1D4ED8' },
      },
      text(`s${n}.title`, [title], 36, 30, true),
      text(`s${n}.body`, points, 120, 20),
    ],
    notes: '',
  };
}

export const testDeck: DeckDocument = {
  version: DECK_VERSION,
  title: '季度复盘',
  themeId: 'clean-blue',
  page: { width: 960, height: 540 },
  slides: [
    slide(1, '季度复盘', ['2026 年第三季度']),
    slide(2, '销售', ['华东增长 12%', '华南持平']),
    slide(3, '计划', ['新开两家门店']),
    slide(4, '谢谢', ['欢迎提问']),
  ],
};

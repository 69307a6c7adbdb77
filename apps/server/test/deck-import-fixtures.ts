import pptxgenModule from 'pptxgenjs';
import sharp from 'sharp';

// The types read as CommonJS put the class on `.default`; Node's ESM loader hands it directly.
type PresentationClass = typeof pptxgenModule.default;
const PptxGenJS: PresentationClass =
  (pptxgenModule as unknown as { default?: PresentationClass }).default ??
  (pptxgenModule as unknown as PresentationClass);

/** A picture of one colour (PNG), for the decks below. */
async function picture(r: number, g: number, b: number): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r, g, b } },
  })
    .png()
    .toBuffer();
  return `image/png;base64,${png.toString('base64')}`;
}

const cell = (text: string) => ({ text });

/**
 * A deck written by pptxgenjs with one of every kind the import keeps: a master with a band
 * and placeholders, mixed runs, bullets and numbering, preset shapes with text, a dashed arrow,
 * a table with merges, five native charts, a cropped picture, a picture background, notes.
 */
export async function everyKindDeck(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.defineSlideMaster({
    title: 'BRAND',
    background: { color: 'F0F0F0' },
    objects: [
      { rect: { x: 0, y: 7.0, w: '100%', h: 0.5, fill: { color: '1F4E79' } } },
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 12, h: 1 },
          text: '',
        },
      },
      {
        placeholder: {
          options: { name: 'body', type: 'body', x: 0.5, y: 1.5, w: 12, h: 5 },
          text: '',
        },
      },
    ],
  });
  let slide = pptx.addSlide({ masterName: 'BRAND' });
  slide.addText('季度经营报告', { placeholder: 'title' });
  slide.addText(
    [
      { text: '收入增长 ', options: { bold: true, color: 'C00000' } },
      { text: 'steady', options: { italic: true, underline: { style: 'sng' } } },
    ],
    { placeholder: 'body' },
  );
  slide.addNotes('先讲收入，再讲成本。');
  slide = pptx.addSlide();
  slide.addText(
    [
      { text: '第一点', options: { bullet: true, breakLine: true } },
      { text: '第二点', options: { bullet: { type: 'number' }, indentLevel: 1 } },
    ],
    { x: 1, y: 1, w: 5, h: 2, fontSize: 20 },
  );
  slide.addShape(pptx.ShapeType.star5, {
    x: 7,
    y: 1,
    w: 2,
    h: 2,
    fill: { color: 'FFC000' },
    line: { color: '000000', width: 2 },
  });
  slide.addText('形状里的字', {
    shape: pptx.ShapeType.ellipse,
    x: 7,
    y: 4,
    w: 3,
    h: 1.5,
    fill: { color: '5B9BD5' },
    color: 'FFFFFF',
    align: 'center',
  });
  slide.addShape(pptx.ShapeType.line, {
    x: 1,
    y: 5,
    w: 4,
    h: 0,
    line: { color: 'FF0000', width: 3, dashType: 'dash', endArrowType: 'triangle' },
  });
  slide = pptx.addSlide();
  slide.addTable(
    [
      [
        {
          text: '地区',
          options: { fill: { color: '1F4E79' }, color: 'FFFFFF', bold: true, colspan: 2 },
        },
        { text: '合计' },
      ],
      ['华东', '一季度', '120'].map(cell),
      [{ text: '华南', options: { rowspan: 2 } }, cell('二季度'), cell('95')],
      ['三季度', '101'].map(cell),
    ],
    { x: 1, y: 1, w: 8, border: { type: 'solid', color: '999999', pt: 1 } },
  );
  slide = pptx.addSlide();
  const labels = ['Q1', 'Q2', 'Q3'];
  slide.addChart(
    pptx.ChartType.bar,
    [
      { name: '收入', labels, values: [10, 20, 15] },
      { name: '成本', labels, values: [5, 8, -3] },
    ],
    { x: 0.5, y: 0.5, w: 6, h: 4, barDir: 'col', showLegend: true, showTitle: true, title: '收支' },
  );
  slide.addChart(pptx.ChartType.line, [{ name: '趋势', labels, values: [1, 3, 2] }], {
    x: 7,
    y: 0.5,
    w: 5,
    h: 3,
  });
  slide.addChart(pptx.ChartType.pie, [{ name: '份额', labels: ['甲', '乙'], values: [60, 40] }], {
    x: 0.5,
    y: 4.5,
    w: 4,
    h: 2.8,
  });
  slide.addChart(pptx.ChartType.area, [{ name: '面积', labels, values: [1, 2, 4] }], {
    x: 5,
    y: 4.5,
    w: 3,
    h: 2.8,
  });
  slide.addChart(pptx.ChartType.doughnut, [{ name: '环', labels: ['甲', '乙'], values: [1, 2] }], {
    x: 8.5,
    y: 4.5,
    w: 3,
    h: 2.8,
  });
  slide = pptx.addSlide();
  slide.background = { data: await picture(230, 240, 250) };
  slide.addImage({
    data: await picture(200, 30, 30),
    x: 1,
    y: 1,
    w: 3,
    h: 3,
    sizing: { type: 'crop', x: 0.5, y: 0.5, w: 1, h: 1 },
  });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

import { describe, expect, it } from 'vitest';
import { slideKind } from './classify.js';
import { itemsOf } from './content.js';
import { decorationTest, withOwnBackgrounds } from './decorations.js';
import { readSlide } from './read.js';
import { band, deckOf, picture, slide, text, textShape, title, UUID } from './restyle-test-kit.js';

const LOGO = { x: 850, y: 14, w: 86, h: 43 };
const FOOTNOTE = { x: 30, y: 512, w: 300, h: 24 };

const read = (slides: ReturnType<typeof slide>[], index = 0) => {
  const deck = deckOf(slides);
  return readSlide(deck.slides[index]!, decorationTest(deck));
};

describe('decorations', () => {
  const slides = [1, 2, 3, 4].map((n) =>
    slide(`slide-${n}`, [
      band(`e1`),
      picture('e2', LOGO, UUID.logo),
      text('e3', FOOTNOTE, ['ACME 内部资料'], { size: 10 }),
      title('e4', `标题 ${n}`),
      text('e5', { x: 900, y: 500, w: 40, h: 30 }, [String(n)]),
    ]),
  );

  it('leaves out shapes without text, a logo and a company line every slide repeats', () => {
    const content = read(slides, 2);
    expect(content.title).toBe('标题 3');
    expect(content.pictures).toEqual([]);
    expect(itemsOf(content)).toEqual([]);
  });

  it('takes a picture on one slide only, or at a frame of its own, for content', () => {
    const photo = picture('e6', { x: 100, y: 120, w: 400, h: 300 }, UUID.photo);
    const withPhoto = slides.map((s, i) =>
      i === 1 ? { ...s, elements: [...s.elements, photo] } : s,
    );
    expect(read(withPhoto, 1).pictures.map((p) => p.id)).toEqual(['e6']);
  });

  it('takes a small picture at a frame two slides share, in different files, for a logo', () => {
    const logos = [UUID.logo, UUID.other].map((uuid, i) =>
      slide(`slide-${i + 1}`, [picture('e1', LOGO, uuid), title('e2', '标题')]),
    );
    expect(read(logos, 1).pictures).toEqual([]);
  });

  it('keeps a text repeated on fewer than three slides: two slides may share a line', () => {
    const two = [1, 2].map((n) =>
      slide(`slide-${n}`, [title('e1', `标题 ${n}`), text('e2', FOOTNOTE, ['数据来源：统计局'])]),
    );
    expect(itemsOf(read(two, 0)).map((item) => item.text)).toEqual(['数据来源：统计局']);
  });
});

describe('background pictures', () => {
  const photo = `attachment:${UUID.photo}`;
  const master = `attachment:${UUID.other}`;
  const backed = (image: string) => ({
    ...slide('s', [title('e1', '标题')]),
    background: { color: 'FFFFFF', image },
  });

  it("takes a slide's own background picture for content, not a master's", () => {
    const deck = withOwnBackgrounds(
      deckOf([backed(master), { ...backed(photo), id: 's2' }, { ...backed(master), id: 's3' }]),
    );
    const pictures = deck.slides.map((s) => s.elements.filter((e) => e.type === 'image').length);
    expect(pictures).toEqual([0, 1, 0]);
    expect(readSlide(deck.slides[1]!, decorationTest(deck)).pictures[0]).toMatchObject({
      src: photo,
      w: 960,
      h: 540,
    });
  });
});

describe('readSlide', () => {
  it('takes the heading-font text for the title, else the largest short text', () => {
    const placeholder = read([
      slide('s', [text('e1', { x: 36, y: 100, w: 800, h: 300 }, ['要点']), title('e2', '标题')]),
    ]);
    expect(placeholder.title).toBe('标题');
    const plain = read([
      slide('s', [
        text('e1', { x: 36, y: 120, w: 800, h: 300 }, ['一', '二'], { bullets: true }),
        text('e2', { x: 36, y: 30, w: 800, h: 60 }, ['季度回顾'], { size: 36 }),
      ]),
    ]);
    expect(plain.title).toBe('季度回顾');
    const list = read([
      slide('s', [text('e1', { x: 36, y: 120, w: 800, h: 300 }, ['一', '二'], { bullets: true })]),
    ]);
    expect(list.title).toBe('');
    expect(itemsOf(list).map((item) => item.text)).toEqual(['一', '二']);
  });

  it('reads two columns column by column, with levels and bullets', () => {
    const content = read([
      slide('s', [
        title('e1', '对比'),
        text('e3', { x: 490, y: 100, w: 430, h: 300 }, ['方案B', '启动快'], { levels: [0, 1] }),
        text('e2', { x: 36, y: 100, w: 430, h: 300 }, ['方案A', '投入高'], { levels: [0, 1] }),
      ]),
    ]);
    expect(itemsOf(content).map((item) => [item.text, item.level])).toEqual([
      ['方案A', 0],
      ['投入高', 1],
      ['方案B', 0],
      ['启动快', 1],
    ]);
  });

  it('reads shapes with text (a diagram) left to right as points', () => {
    const box = (id: string, x: number, words: string) =>
      textShape(id, { x, y: 200, w: 250, h: 120 }, words);
    const content = read([
      slide('s', [
        title('e1', '三步走'),
        box('e4', 640, '推广'),
        box('e2', 36, '调研'),
        box('e3', 338, '试点'),
      ]),
    ]);
    expect(itemsOf(content).map((item) => item.text)).toEqual(['调研', '试点', '推广']);
  });

  it('reads an engine slide: its title box, no frame, a card as one point', () => {
    const id = 'slide-3';
    const content = read([
      slide(
        id,
        [
          text(`${id}.kicker`, { x: 64, y: 12, w: 800, h: 26 }, ['第一章']),
          text(`${id}.title`, { x: 64, y: 36, w: 800, h: 58 }, ['标题'], { font: 'heading' }),
          text(`${id}.card-1.title`, { x: 64, y: 150, w: 250, h: 40 }, ['效率'], {
            font: 'heading',
          }),
          text(`${id}.card-1.body`, { x: 64, y: 200, w: 250, h: 100 }, ['提升三成']),
          text(`${id}.footer`, FOOTNOTE, ['年度报告']),
        ],
        'cards-3',
      ),
    ]);
    expect(content.title).toBe('标题');
    expect(itemsOf(content).map((item) => item.text)).toEqual(['效率 提升三成']);
  });
});

describe('slideKind', () => {
  const kind = (elements: Parameters<typeof slide>[1], index: number, count: number) =>
    slideKind(read([slide('s', elements)]), index, count);
  const body = (lines: string[]) => text('e2', { x: 36, y: 120, w: 800, h: 300 }, lines);

  it('finds the cover, a divider, the closing and content', () => {
    expect(kind([title('e1', '年度报告'), body(['财务部'])], 0, 5)).toBe('cover');
    expect(kind([title('e1', '第二部分')], 2, 5)).toBe('section');
    expect(kind([title('e1', '谢谢'), body(['Q&A'])], 4, 5)).toBe('closing');
    expect(kind([title('e1', 'Thank you')], 4, 5)).toBe('closing');
    expect(kind([title('e1', '要点'), body(['一', '二'])], 2, 5)).toBe('content');
    expect(kind([band('e1')], 2, 5)).toBe('blank');
  });

  it('takes a first slide with much text, or a last one without thanks, for content', () => {
    const many = body(['一', '二', '三', '四', '五']);
    expect(kind([title('e1', '概述'), many], 0, 5)).toBe('content');
    expect(kind([title('e1', '下一步'), body(['上线'])], 4, 5)).toBe('content');
  });

  it('takes a section header layout with a line under its title for a divider', () => {
    const content = read([slide('s', [title('e1', '第三部分'), body(['市场'])], 'pptx:secHead')]);
    expect(slideKind(content, 2, 5)).toBe('section');
  });
});

import { parseOutline } from '@slidecraft/contract/outline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeckElement, Slide, TextElement } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { sceneAt } from '../render/scene.js';
import { layoutTextElement } from '../text/layout.js';
import { registerTheme, unregisterTheme } from '../themes.js';
import { brandKindOf } from './decor.js';
import { testBrandSpec } from './test-spec.js';
import { brandDeckTheme } from './theme.js';

const OUTLINE = parseOutline(`# 年度工作总结与规划
> 聚焦增长 · 稳步前行
@note SlideCraft; 2026-01-01
## 年度回顾
### 三大亮点
* 客户满意度持续提升
* 数字化转型全面落地
* 团队协作更加高效
### 关键数据
* 92% 的客户续约
* 68% 的业务线上化
* 45% 的流程自动化
## 未来规划
* 拓展市场
* 提升效率
`);

const WIDE = 'brand-00000000-0000-4000-8000-000000000001';
const NARROW = 'brand-00000000-0000-4000-8000-000000000002';

/** The same template on a 4:3 page (720 x 540), frames scaled across. */
function narrowSpec() {
  const spec = testBrandSpec();
  spec.page = { width: 720, height: 540 };
  spec.master.title = { x: 36, y: 21.6, w: 648, h: 72 };
  spec.master.body = { x: 36, y: 108, w: 648, h: 360 };
  spec.layouts.title!.title = { x: 54, y: 160, w: 612, h: 110 };
  spec.layouts.title!.body = { x: 54, y: 290, w: 612, h: 90 };
  return spec;
}

beforeAll(() => {
  registerTheme(brandDeckTheme(testBrandSpec(), { id: WIDE, name: 'wide' }));
  registerTheme(brandDeckTheme(narrowSpec(), { id: NARROW, name: 'narrow' }));
});
afterAll(() => {
  unregisterTheme(WIDE);
  unregisterTheme(NARROW);
});

const deckIn = (themeId: string) => outlineToDeck(OUTLINE, { themeId, today: '2026-01-01' });
const titleOf = (slide: Slide) => slide.elements.find((e) => e.id === `${slide.id}.title`);
const inside = (element: DeckElement, frame: { x: number; y: number; w: number; h: number }) =>
  element.x >= frame.x - 0.5 &&
  element.y >= frame.y - 0.5 &&
  element.x + element.w <= frame.x + frame.w + 0.5 &&
  element.y + element.h <= frame.y + frame.h + 0.5;

describe('a deck in a brand theme', () => {
  it("puts every title in its layout's title frame and the rest inside the body frame", () => {
    const deck = deckIn(WIDE);
    expect(deck.page).toEqual({ width: 960, height: 540 });
    const spec = testBrandSpec();
    for (const slide of deck.slides) {
      const kind = brandKindOf(slide);
      const layout = kind === 'obj' ? spec.master : spec.layouts.title!;
      const title = titleOf(slide);
      expect(title, slide.id).toBeDefined();
      expect(title).toMatchObject({ x: layout.title!.x, y: layout.title!.y, w: layout.title!.w });
      for (const element of slide.elements.filter((e) => e !== title))
        expect(inside(element, layout.body!), `${slide.id}: ${element.id}`).toBe(true);
    }
  });

  it("leaves the background, motif, footer and slide number to the template's master", () => {
    for (const slide of deckIn(WIDE).slides) {
      expect(slide.background).toBeUndefined();
      expect(slide.showSlideNumber).toBeUndefined();
      const ids = slide.elements.map((e) => e.id);
      expect(ids.filter((id) => /\.(motif|footer|accent|kicker|picture)/.test(id))).toEqual([]);
    }
  });

  it("keeps the template's 4:3 page and lays the content inside its frames", () => {
    const deck = deckIn(NARROW);
    expect(deck.page).toEqual({ width: 720, height: 540 });
    const content = deck.slides.find((slide) => slide.layout === 'cards-3')!;
    for (const element of content.elements.filter((e) => e !== titleOf(content)))
      expect(inside(element, { x: 36, y: 108, w: 648, h: 360 }), element.id).toBe(true);
  });

  it("is drawn on the master's background, with its band and logo under every slide", () => {
    const deck = deckIn(WIDE);
    const images = new Map([
      ['attachment:00000000-0000-4000-8000-00000000000a', { width: 60, height: 24 }],
    ]);
    for (let index = 0; index < deck.slides.length; index++) {
      const scene = sceneAt(deck, index, { images });
      expect(scene.background).toBe('F0F0F0');
      const [band, logo] = scene.primitives;
      expect(band).toMatchObject({ kind: 'rect', y: 504, h: 36, fill: { color: '002855' } });
      expect(logo).toMatchObject({ kind: 'image', x: 828, y: 14.4 });
    }
  });

  it('draws each title as large as its words fit in the frame, whatever box the engine gave it', () => {
    const theme = brandDeckTheme(testBrandSpec(), { id: WIDE, name: 'wide' });
    for (const slide of deckIn(WIDE).slides) {
      const title = titleOf(slide) as TextElement;
      expect(layoutTextElement(title, theme).complete, slide.id).toBe(true);
    }
    // The cover's 48 pt title in the 816 x 110 cover frame: one line, not shrunk with its box.
    const cover = titleOf(deckIn(WIDE).slides[0]!) as TextElement;
    expect(cover.paragraphs[0]!.runs[0]!.size).toBeGreaterThanOrEqual(48);
  });

  it('puts a cover and a divider across the body when the template has no layout of their own', () => {
    const spec = testBrandSpec();
    // pptxgenjs writes one master as one layout: the cover's is the content slide's again.
    spec.layouts.title = { ...spec.layouts.obj!, title: spec.master.title, body: spec.master.body };
    const id = 'brand-00000000-0000-4000-8000-000000000004';
    registerTheme(brandDeckTheme(spec, { id, name: 'one layout' }));
    try {
      const deck = deckIn(id);
      for (const slide of deck.slides.filter(
        (s) => s.layout === 'cover' || s.layout === 'divider',
      )) {
        const title = titleOf(slide) as TextElement;
        // Below the title strip, in the upper middle of the body frame (108..468).
        expect(title.y, slide.id).toBeGreaterThan(150);
        expect(title.y + title.h, slide.id).toBeLessThan(310);
        expect(title.paragraphs[0]!.runs[0]!.size, slide.id).toBeGreaterThanOrEqual(36);
      }
      const content = deck.slides.find((slide) => slide.layout === 'cards-3')!;
      expect(titleOf(content)).toMatchObject({ y: spec.master.title!.y });
    } finally {
      unregisterTheme(id);
    }
  });

  it('draws no master shape under a layout that hides them', () => {
    const spec = testBrandSpec();
    spec.layouts.title!.showMaster = false;
    spec.layouts.title!.background = { color: '002855' };
    const id = 'brand-00000000-0000-4000-8000-000000000003';
    registerTheme(brandDeckTheme(spec, { id, name: 'dark cover' }));
    try {
      const scene = sceneAt(deckIn(id), 0);
      expect(scene.background).toBe('002855');
      expect(scene.primitives.some((p) => p.kind === 'rect' && p.y === 504)).toBe(false);
    } finally {
      unregisterTheme(id);
    }
  });
});

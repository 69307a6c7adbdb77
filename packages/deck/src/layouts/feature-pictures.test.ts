import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import type { DeckElement, Slide } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { SAMPLE_OUTLINE_TEXT } from '../testing/sample-outline.js';
import { illustrationOf } from '../image-src.js';
import { listThemes } from '../themes.js';
import { stagePicture } from './feature-stage.js';

const outline = parseOutline(SAMPLE_OUTLINE_TEXT);

const overlaps = (a: DeckElement, b: DeckElement) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const inside = (inner: DeckElement, outer: DeckElement) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;

function featureSlides(themeId: string): Slide[] {
  const deck = outlineToDeck(outline, { themeId, today: '2026-01-01' });
  return deck.slides.filter((slide) => slide.layout === 'cover' || slide.layout === 'divider');
}

describe('pictures on covers and dividers (issue 16, item 2)', () => {
  it.each(listThemes().map((theme) => [theme.id, theme] as const))(
    '%s: a picture where its composition puts one, and no text on the picture itself',
    (_id, theme) => {
      const place = stagePicture(theme);
      for (const slide of featureSlides(theme.id)) {
        const pictures = slide.elements.filter((element) => element.type === 'image');
        if (!place) {
          expect(pictures, slide.id).toEqual([]);
          continue;
        }
        expect(pictures, slide.id).toHaveLength(1);
        const picture = pictures[0]!;
        expect(picture.src).toMatch(/^illustration:/);
        const texts = slide.elements.filter((element) => element.type === 'text');
        if (place === 'backdrop') {
          // The text stands on an opaque scrim drawn above the picture.
          const scrim = slide.elements.find((element) => element.id === `${slide.id}.scrim`);
          expect(scrim?.type).toBe('shape');
          if (scrim?.type !== 'shape') continue;
          expect(scrim.fill?.transparency ?? 0).toBe(0);
          expect(slide.elements.indexOf(scrim)).toBeGreaterThan(slide.elements.indexOf(picture));
          for (const text of texts) expect(inside(text, scrim), text.id).toBe(true);
        } else {
          for (const text of texts) expect(overlaps(text, picture), text.id).toBe(false);
        }
      }
    },
  );

  it('gives the government and Chinese classic families their ornaments, not pictures', () => {
    const families = listThemes()
      .filter((theme) => stagePicture(theme) !== undefined)
      .map((theme) => theme.family);
    expect(families).not.toContain('government');
    expect(families).not.toContain('classic');
    expect(new Set(families).size).toBeGreaterThanOrEqual(4);
  });

  it('keeps a long deck title whole beside the side picture', () => {
    const long = SAMPLE_OUTLINE_TEXT.replace(
      /^# .*$/mu,
      '# 关于进一步深化人工智能技术在基础教育教学全过程中融合应用的实践探索与成效评估报告',
    );
    const deck = outlineToDeck(parseOutline(long), { themeId: 'clean-blue', today: '2026-01-01' });
    const title = deck.slides[0]!.elements.find((element) => element.id === 'cover.title');
    expect(title?.type).toBe('text');
    if (title?.type !== 'text') return;
    const shown = title.paragraphs.flatMap((p) => p.runs.map((run) => run.text)).join('');
    expect(shown).toBe(
      '关于进一步深化人工智能技术在基础教育教学全过程中融合应用的实践探索与成效评估报告',
    );
  });

  it('does not show the same scene twice in a row, even for chapters on one topic', () => {
    const chapter = (n: number) =>
      `## 第${n}部分：业务增长\n### 增长举措\n* 营收增长35%\n* 团队扩充至200人\n* 新增客户1200家\n`;
    const text = `# 年度增长报告\n${[1, 2, 3, 4].map(chapter).join('')}`;
    const deck = outlineToDeck(parseOutline(text), { themeId: 'clean-blue', today: '2026-01-01' });
    const scenes = deck.slides.flatMap((slide) =>
      slide.elements.flatMap((element) =>
        element.type === 'image' ? [illustrationOf(element.src)?.scene] : [],
      ),
    );
    expect(scenes.length).toBeGreaterThanOrEqual(5);
    scenes.slice(1).forEach((scene, index) => expect(scene).not.toBe(scenes[index]));
  });
});

import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import { DeckError } from '../errors.js';
import type { DeckDocument, ImageElement, Slide } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { DensityChecker } from '../testing/density-check.js';
import { generateCorpus } from '../testing/corpus.js';
import { SAMPLE_OUTLINE_TEXT } from '../testing/sample-outline.js';
import { paragraphText, shownStrings } from './content.js';
import { missingTexts } from './kept.js';
import { restyleDeck } from './restyle.js';
import {
  band,
  deckOf,
  importedOutline,
  picture,
  slide,
  text,
  title,
  UUID,
} from './restyle-test-kit.js';

const BODY = { x: 36, y: 110, w: 880, h: 380 };

function checked(deck: DeckDocument): DeckDocument {
  const checker = new DensityChecker();
  checker.checkDeck(deck);
  expect(checker.report.issues).toEqual([]);
  return deck;
}

const shown = (deck: DeckDocument) => deck.slides.flatMap(shownStrings);
const titleOf = (s: Slide | undefined) => {
  const element = s?.elements.find((e) => e.id === `${s.id}.title`);
  return element?.type === 'text' ? element.paragraphs.map(paragraphText).join('') : undefined;
};
const images = (s: Slide | undefined) =>
  (s?.elements ?? []).filter((e): e is ImageElement => e.type === 'image');

const SENTENCE =
  '各地区各部门要把思想和行动统一到决策部署上来，坚持稳中求进工作总基调，完整准确全面贯彻新发展理念，';

describe('restyleDeck, text that does not fit one slide', () => {
  const points = Array.from({ length: 14 }, (_, i) => `第${i + 1}条：${SENTENCE}`);
  const imported = deckOf([
    slide('cover', [title('e1', '工作要点'), text('e2', BODY, ['办公室'])]),
    slide('long', [title('e1', '重点任务'), text('e2', BODY, points, { bullets: true })]),
    slide('prose', [title('e1', '背景'), text('e2', BODY, [SENTENCE.repeat(24)])]),
  ]);

  for (const themeId of ['clean-blue', 'gov-red', 'candy']) {
    it(`goes on over continuation slides, nothing cut (${themeId})`, () => {
      const deck = checked(restyleDeck(imported, themeId));
      expect(missingTexts([...points, SENTENCE.repeat(24)], shown(deck))).toEqual([]);
      const long = deck.slides.filter((s) => s.id.startsWith('long'));
      expect(long.length).toBeGreaterThan(1);
      expect(titleOf(long[1])).toBe('重点任务（续）');
      expect(deck.slides.filter((s) => s.id.startsWith('prose')).length).toBeGreaterThan(1);
    });
  }
});

describe('restyleDeck, pictures', () => {
  const cropped: ImageElement = {
    ...(picture('e3', { x: 500, y: 100, w: 400, h: 300 }, UUID.photo) as ImageElement),
    crop: { left: 0.1, top: 0, right: 0.2, bottom: 0 },
    flipH: true,
  };
  const imported = deckOf([
    slide('cover', [title('e1', '新品发布'), text('e2', BODY, ['2025年春']), cropped]),
  ]);

  it("puts the cover's picture on the cover where the theme's cover shows one, crop kept", () => {
    const deck = checked(restyleDeck(imported, 'clean-blue'));
    expect(deck.slides).toHaveLength(1);
    const [shownPicture] = images(deck.slides[0]);
    expect(shownPicture).toMatchObject({ src: cropped.src, crop: cropped.crop, flipH: true });
  });

  it('does not blow an icon up to fill a panel, on any page size', () => {
    const icon = picture('e3', { x: 20, y: 60, w: 20, h: 20 }, UUID.other);
    const points = text('e2', { x: 60, y: 60, w: 600, h: 300 }, ['一', '二', '三'], {
      bullets: true,
    });
    const slides = [
      slide('a', [title('e1', '封面')]),
      slide('b', [title('e1', '要点'), points, icon]),
    ];
    const small = { ...deckOf(slides), page: { width: 720, height: 405 } };
    const deck = checked(restyleDeck(small, 'clean-blue'));
    const [shownIcon] = images(deck.slides[1]);
    expect(shownIcon?.src).toBe(`attachment:${UUID.other}`);
    // 20 pt on a 720 pt page is 26.7 pt on the standard page; it may grow 2.5 times.
    expect(shownIcon!.w).toBeCloseTo(66.7, 0);
    expect(shownIcon!.h).toBeCloseTo(shownIcon!.w);
  });

  it('shows it on a slide of its own after a cover that has no place for a picture', () => {
    const deck = checked(restyleDeck(imported, 'gov-red'));
    expect(deck.slides.map((s) => s.layout)).toEqual(['cover', 'pictures']);
    expect(images(deck.slides[1]).map((image) => image.crop)).toEqual([cropped.crop]);
  });
});

describe('restyleDeck, slides the engine has no kind for', () => {
  it('gives a slide with nothing but decorations a blank slide, its id and notes kept', () => {
    const imported = deckOf([
      slide('a', [title('e1', '封面')]),
      { ...slide('b', [band('e1')]), notes: '空白页讲稿' },
      slide('c', [title('e1', '结束')]),
    ]);
    const deck = checked(restyleDeck(imported, 'clean-blue'));
    expect(deck.slides.find((s) => s.id === 'b')).toMatchObject({
      layout: 'blank',
      notes: '空白页讲稿',
    });
  });

  it('draws no title on a slide that had none, not even on its continuation', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `${i + 1}. ${SENTENCE}`);
    const imported = deckOf([
      slide('a', [title('e1', '封面')]),
      slide('b', [text('e1', BODY, lines, { bullets: true, levels: lines.map((_, i) => i % 2) })]),
    ]);
    const deck = checked(restyleDeck(imported, 'clean-blue'));
    const untitled = deck.slides.filter((s) => s.id.startsWith('b'));
    expect(untitled.length).toBeGreaterThan(1);
    for (const s of untitled) expect(titleOf(s)).toBeUndefined();
    expect(missingTexts(lines, shown(deck))).toEqual([]);
  });

  it('shows a cover title too long for the cover whole on a content slide', () => {
    const long = SENTENCE.repeat(3);
    const deck = checked(restyleDeck(deckOf([slide('a', [title('e1', long)])]), 'clean-blue'));
    expect(deck.slides[0]!.layout).not.toBe('cover');
    expect(missingTexts([long], shown(deck))).toEqual([]);
  });
});

describe('restyleDeck over the density corpus', () => {
  // Outlines of every shape (long words and URLs, figures, key：value points, quotes, steps,
  // seven points and more), each written as an imported deck.
  for (const entry of generateCorpus(6)) {
    it(`keeps every word of corpus outline ${entry.index} and fits it`, () => {
      const imported = importedOutline(entry.outline);
      const words = imported.slides.flatMap(shownStrings);
      for (const themeId of ['clean-blue', 'ink-wash', 'tech-dark']) {
        const deck = checked(restyleDeck(imported, themeId));
        expect(missingTexts(words, shown(deck)), themeId).toEqual([]);
      }
    });
  }
});

describe('restyleDeck on an engine deck', () => {
  it('lays a generated deck out again in another theme with all its words', () => {
    const generated = outlineToDeck(parseOutline(SAMPLE_OUTLINE_TEXT), {
      themeId: 'clean-blue',
      today: '2026-01-01',
    });
    const deck = checked(restyleDeck(generated, 'vermilion'));
    const frame = /\.(footer|kicker|badge-number|number|deck-title|vs|year|title)$/u;
    const words = generated.slides.flatMap((s) =>
      shownStrings({ ...s, elements: s.elements.filter((e) => !frame.test(e.id)) }),
    );
    expect(missingTexts(words, shown(deck))).toEqual([]);
    expect(deck.slides[0]!.layout).toBe('cover');
    expect(deck.slides.at(-1)!.layout).toBe('closing');
  });
});

it('refuses an unknown theme', () => {
  expect(() => restyleDeck(deckOf([slide('a', [title('e1', 'x')])]), 'no-such-theme')).toThrow(
    DeckError,
  );
});

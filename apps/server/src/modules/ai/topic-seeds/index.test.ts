import { outlineTitle, parseOutline, sanitizeTopic } from '@slidecraft/contract';
import { outlineToDeck } from '@slidecraft/deck';
import { describe, expect, it } from 'vitest';
import { findSensitiveWord } from '../../moderation/sensitive-filter.js';
import { TOPIC_SEEDS } from './index.js';

const kindsOf = (outline: string) => parseOutline(outline).items;

describe('curated topics', () => {
  it('has at least 24 distinct topics', () => {
    const topics = TOPIC_SEEDS.map((seed) => outlineTitle(seed.outline));
    expect(topics.length).toBeGreaterThanOrEqual(24);
    expect(new Set(topics).size).toBe(topics.length);
  });

  it.each(TOPIC_SEEDS.map((seed) => [outlineTitle(seed.outline), seed] as const))(
    '%s: parses, with a subtitle, 4-6 chapters, 2-3 sections each and 2-4 points each',
    (topic, seed) => {
      expect(topic).not.toBe('');
      // A suggested topic goes into the topic box as is, so it must survive the box's rules.
      expect(sanitizeTopic(topic)).toBe(topic);
      const items = kindsOf(seed.outline);
      const title = items[0]!;
      expect(title).toMatchObject({ kind: 'title', title: topic });
      expect(title.subTitle).toBeTruthy();
      const chapters = items.filter((i) => i.kind === 'chapter');
      expect(chapters.length).toBeGreaterThanOrEqual(4);
      expect(chapters.length).toBeLessThanOrEqual(6);
      for (const chapter of chapters) {
        const sections = items.filter((i) => i.parentId === chapter.id);
        expect(sections.every((s) => s.kind === 'section')).toBe(true);
        expect(sections.length).toBeGreaterThanOrEqual(2);
        expect(sections.length).toBeLessThanOrEqual(3);
        for (const section of sections) {
          const points = items.filter((i) => i.parentId === section.id);
          expect(points.every((p) => p.kind === 'point')).toBe(true);
          expect(points.length).toBeGreaterThanOrEqual(2);
          expect(points.length).toBeLessThanOrEqual(4);
        }
      }
      expect(seed.keywords.length).toBeGreaterThan(0);
    },
  );

  it('lays every preset outline out as a deck within the basic tier page cap', () => {
    for (const seed of TOPIC_SEEDS) {
      expect(() => outlineToDeck(parseOutline(seed.outline), { maxPages: 30 })).not.toThrow();
    }
  });

  it('never trips the sensitive-word list', () => {
    for (const seed of TOPIC_SEEDS) expect(findSensitiveWord(seed.outline)).toBeNull();
  });
});

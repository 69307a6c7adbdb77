import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_ID,
  outlineTree,
  parseOutline,
  type OutlineNode,
} from '@slidecraft/contract';
import { listThemes, outlineToDeck } from '@slidecraft/deck';
import { checkSlides, sampleWords, shownText } from '@slidecraft/deck/testing/family-slides';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from './index.js';

const THEME_IDS = new Set(listThemes().map((theme) => theme.id));
const headings = (nodes: readonly OutlineNode[]): OutlineNode[] =>
  nodes.flatMap((node) => (node.kind === 'point' ? [] : [node, ...headings(node.children)]));

describe('built-in templates', () => {
  it('are at least 60, with unique ids, across every category', () => {
    expect(BUILT_IN_TEMPLATES.length).toBeGreaterThanOrEqual(60);
    const ids = BUILT_IN_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of TEMPLATE_CATEGORIES) {
      const count = BUILT_IN_TEMPLATES.filter((t) => t.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(category === 'slide-collection' ? 2 : 4);
    }
    expect(new Set(BUILT_IN_TEMPLATES.map((t) => t.themeId)).size).toBe(THEME_IDS.size);
  });

  for (const template of BUILT_IN_TEMPLATES) {
    it(`${template.id}: 8 to 20 slides in its theme, every word shown, nothing overflowing`, () => {
      expect(template.id).toMatch(TEMPLATE_ID);
      expect(THEME_IDS.has(template.themeId), template.themeId).toBe(true);
      expect([...template.title].length).toBeLessThanOrEqual(24);
      expect([...template.description].length).toBeLessThanOrEqual(60);
      expect(template.added).toMatch(/^20\d\d-\d\d-\d\d$/);
      const outline = parseOutline(template.outline);
      const idOf = new Map(headings(outlineTree(outline)).map((node) => [node.title, node.id]));
      const deck = outlineToDeck(outline, {
        themeId: template.themeId,
        today: template.added,
        ...(template.plan ? { layoutPlan: template.plan } : {}),
      });
      // The plan is followed: each planned heading's slide has the layout asked for.
      for (const [heading, layout] of Object.entries(template.plan ?? {})) {
        const id = idOf.get(heading);
        expect(id, `plan heading '${heading}'`).toBeDefined();
        const slide = deck.slides.find((s) => s.id.startsWith(`content-${id}-`));
        expect(slide?.layout, `layout of '${heading}'`).toBe(layout);
      }
      expect(deck.slides.length).toBeGreaterThanOrEqual(8);
      expect(deck.slides.length).toBeLessThanOrEqual(20);
      const report = checkSlides(deck.slides, template.themeId);
      expect(report.issues.map((issue) => `${issue.kind} ${issue.element}`)).toEqual([]);
      expect(report.truncated).toEqual([]);
      // Every word of every point and heading is on a slide.
      const shown = new Set(sampleWords(shownText(deck.slides)));
      const words = outline.items.flatMap((item) => sampleWords(item.title));
      expect(words.filter((word) => !shown.has(word))).toEqual([]);
    });
  }
});

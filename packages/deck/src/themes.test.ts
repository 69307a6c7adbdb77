import { describe, expect, it } from 'vitest';
import { ICON_NAMES as RENDERED_ICONS } from './icons.js';
import { featureColors } from './layouts/feature.js';
import { ICON_NAMES } from './layouts/icon-keywords.js';
import { contrastRatio, DEFAULT_THEME_ID, getTheme, listThemes } from './themes.js';
import { themeSampleDeck } from './themes/sample-deck.js';

const HEX = /^[0-9A-F]{6}$/;
const REQUIRED_TAGS = [
  'business',
  'education',
  'technology',
  'government',
  'minimal',
  'dark',
  'chinese',
  'playful',
];

describe('themes', () => {
  const themes = listThemes();

  it('offers at least 16 themes with unique ids, names in Chinese and English, and tags', () => {
    expect(themes.length).toBeGreaterThanOrEqual(16);
    expect(new Set(themes.map((t) => t.id)).size).toBe(themes.length);
    expect(new Set(themes.map((t) => t.name.zh)).size).toBe(themes.length);
    for (const theme of themes) {
      expect(theme.id).toMatch(/^[a-z][a-z0-9-]+$/);
      expect(theme.name.zh).toMatch(/\p{Script=Han}/u);
      expect(theme.name.en).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(theme.tags.length).toBeGreaterThan(0);
    }
    const tags = new Set(themes.flatMap((t) => t.tags));
    for (const tag of REQUIRED_TAGS) expect(tags, tag).toContain(tag);
  });

  it('uses valid colours and font pairs with a Latin, an East Asian and a bundled face', () => {
    for (const theme of themes) {
      for (const color of [...Object.values(theme.palette), ...theme.chart]) {
        expect(color, theme.id).toMatch(HEX);
      }
      for (const pair of Object.values(theme.fonts)) {
        expect(pair.latin && pair.eastAsian).toBeTruthy();
        expect(['sans', 'serif', 'display']).toContain(pair.render);
      }
    }
  });

  it('keeps body text readable: 4.5:1 on the page, on panels and on the brand colour', () => {
    for (const { id, palette: p } of themes) {
      const pairs: [string, string, string, number][] = [
        ['text on background', p.text, p.background, 4.5],
        ['muted text on background', p.textMuted, p.background, 4.5],
        ['text on surface', p.text, p.surface, 4.5],
        ['muted text on surface', p.textMuted, p.surface, 4.5],
        ['title on background', p.title, p.background, 4.5],
        ['on-primary on primary', p.onPrimary, p.primary, 4.5],
        ['on-primary on title (comparison head)', p.onPrimary, p.title, 4.5],
        ['muted on-primary on primary', p.onPrimaryMuted, p.primary, 3.5],
        ['primary (kickers, figures) on background', p.primary, p.background, 4.5],
      ];
      for (const [what, fg, bg, min] of pairs) {
        expect(contrastRatio(fg, bg), `${id}: ${what}`).toBeGreaterThanOrEqual(min);
      }
      const feature = featureColors(getTheme(id));
      expect(contrastRatio(feature.title, feature.background), id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(feature.body, feature.background), id).toBeGreaterThanOrEqual(3.5);
    }
  });

  it('differ from one another in palette, motif or title style', () => {
    const looks = themes.map((t) => `${t.palette.primary}/${t.motif}/${t.titleStyle}`);
    expect(new Set(looks).size).toBe(themes.length);
  });

  it('keeps the default theme and rejects an unknown id', () => {
    expect(getTheme(DEFAULT_THEME_ID).fonts.body).toMatchObject({
      latin: 'Arial',
      eastAsian: 'Microsoft YaHei',
    });
    expect(() => getTheme('no-such-theme')).toThrow(
      expect.objectContaining({ name: 'DeckError', reason: 'unknown-theme' }),
    );
  });

  it('builds a three-slide thumbnail deck per theme', () => {
    for (const theme of themes) {
      const deck = themeSampleDeck(theme.id);
      expect(deck.themeId).toBe(theme.id);
      expect(deck.slides.map((s) => s.layout)).toEqual(['cover', 'cards-3', 'stats']);
    }
  });

  it('picks icons by keyword only from the icon set the renderers draw', () => {
    for (const name of ICON_NAMES) expect(RENDERED_ICONS).toContain(name);
  });
});

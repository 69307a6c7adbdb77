import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../themes/contrast.js';
import { getTheme, listThemes, registerTheme, unregisterTheme } from '../themes.js';
import { testBrandSpec } from './test-spec.js';
import { brandDeckTheme } from './theme.js';

const naming = { id: 'brand-2b1c1f4e-3c1a-4c55-9c55-5b0f4a3e7d10', name: '公司模板' };

describe('brandDeckTheme', () => {
  it("takes the master's background, tx1 text, accent1 as the brand colour and accent1-6 for charts", () => {
    const theme = brandDeckTheme(testBrandSpec(), naming);
    expect(theme.palette.background).toBe('F0F0F0');
    expect(theme.palette.text).toBe('000000');
    expect(theme.palette.primary).toBe('C8102E');
    expect(theme.chart).toEqual(['C8102E', '002855', 'A5A5A5', 'FFC000', '5B9BD5', '70AD47']);
  });

  it('reads tx1 through the colour map (a dark master maps it to lt1)', () => {
    const spec = testBrandSpec();
    spec.master.colorMap = { bg1: 'dk1', tx1: 'lt1', bg2: 'dk2', tx2: 'lt2' };
    spec.master.background = { color: '101820' };
    const { palette } = brandDeckTheme(spec, naming);
    expect(palette.text).toBe('FFFFFF');
    expect(contrastRatio(palette.title, palette.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a brand colour too light to read on the page, as the engine keeps 4.5:1', () => {
    const spec = testBrandSpec();
    spec.palette.accent1 = 'FFE600';
    spec.master.background = { color: 'FFFFFF' };
    const { palette } = brandDeckTheme(spec, naming);
    expect(palette.primary).not.toBe('FFE600');
    expect(contrastRatio(palette.primary, palette.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.textMuted, palette.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.onPrimary, palette.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it("names the template's heading and body faces and draws 宋体 text in the shipped serif", () => {
    const { fonts } = brandDeckTheme(testBrandSpec(), naming);
    expect(fonts.heading).toMatchObject({ latin: 'Georgia', eastAsian: '黑体', render: 'sans' });
    expect(fonts.body).toMatchObject({ latin: 'Verdana', eastAsian: '宋体', render: 'serif' });
  });

  it('draws no motif of its own: the template is the decoration', () => {
    const theme = brandDeckTheme(testBrandSpec(), naming);
    expect(theme.feature).toEqual({ fill: 'page', gradient: false });
    expect(theme.brand?.looks.title.title).toEqual({ x: 72, y: 160, w: 816, h: 110 });
  });
});

describe('registerTheme', () => {
  it('makes a brand id known to getTheme until unregistered, never listed', () => {
    expect(() => getTheme(naming.id)).toThrow(/unknown theme/);
    registerTheme(brandDeckTheme(testBrandSpec(), naming));
    try {
      expect(getTheme(naming.id).palette.primary).toBe('C8102E');
      expect(listThemes().map((theme) => theme.id)).not.toContain(naming.id);
    } finally {
      unregisterTheme(naming.id);
    }
    expect(() => getTheme(naming.id)).toThrow(/unknown theme/);
  });

  it("refuses a built-in theme's id", () => {
    const theme = brandDeckTheme(testBrandSpec(), { id: 'clean-blue', name: 'x' });
    expect(() => registerTheme(theme)).toThrow(/built in/);
    expect(getTheme('clean-blue').palette.primary).toBe('1D4ED8');
  });
});

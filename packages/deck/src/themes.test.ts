import { ErrorCode } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_ID, getTheme, listThemes } from './themes.js';

describe('themes', () => {
  it('has a default theme with Latin and East Asian fonts and a bilingual name', () => {
    const theme = getTheme(DEFAULT_THEME_ID);
    expect(theme.name.zh).toBeTruthy();
    expect(theme.name.en).toBeTruthy();
    expect(theme.fonts.body).toMatchObject({ latin: 'Arial', eastAsian: 'Microsoft YaHei' });
    expect(listThemes().map((t) => t.id)).toContain(DEFAULT_THEME_ID);
  });

  it('rejects an unknown theme id with code 5000', () => {
    expect(() => getTheme('no-such-theme')).toThrow(
      expect.objectContaining({ name: 'AppError', code: ErrorCode.PARAMS_ERROR }),
    );
  });
});

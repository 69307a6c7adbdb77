import type { ThemeListResult } from '@slidecraft/contract';

type ThemeItem = ThemeListResult['items'][number];

/**
 * What the theme picker asks of the brand themes (satisfied by the brand-themes module's
 * service, which the template module does not import): a signed-in caller's own and team
 * themes in the picker's item shape, and a brand theme's thumbnail.
 */
export interface BrandThemePicker {
  pickerItems(userId: string): Promise<ThemeItem[]>;
  thumbnail(themeId: string): Promise<Buffer>;
}

/**
 * The engine's themes (one page of them, as `builtIn` answered `query`) followed by the
 * caller's brand themes, paged as one list: a page past the engine's themes is brand themes
 * only. With a tags filter, brand themes show only when it asks for 'brand'.
 */
export function withBrandThemes(
  builtIn: ThemeListResult,
  brand: readonly ThemeItem[],
  query: { start: number; size: number; tags?: string | undefined },
): ThemeListResult {
  const wanted =
    query.tags
      ?.split(',')
      .map((tag) => tag.trim())
      .filter(Boolean) ?? [];
  const shown = brand.filter(
    (item) => wanted.length === 0 || item.tags.some((tag) => wanted.includes(tag)),
  );
  const offset = Math.max(0, query.start - builtIn.total);
  const room = Math.max(0, query.size - builtIn.items.length);
  return {
    items: [...builtIn.items, ...shown.slice(offset, offset + room)],
    total: builtIn.total + shown.length,
  };
}

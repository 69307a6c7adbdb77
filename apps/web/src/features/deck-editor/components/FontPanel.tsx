import { StarFilled, StarOutlined } from '@ant-design/icons';
import { resolveLocale } from '@slidecraft/contract';
import {
  cssFontFamily,
  FONT_CATEGORIES,
  SHIPPED_FONTS,
  shippedFontOfFace,
  type FontCategory,
  type ShippedFont,
} from '@slidecraft/deck/scene';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FontList } from '@slidecraft/contract';
import { Alert, Button, Empty, Input, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFonts, fontsKey, setFontFavourite } from '../api';
import { recentFontIds, rememberFont } from '../model/recent-fonts';
import { loadWebFont } from '../model/web-fonts';
import type { FontPickerProps, FontTarget } from './FontPicker';
import { addEditorTexts } from '../editor-texts';

type CategoryFilter = 'all' | FontCategory;

function matches(font: ShippedFont, keyword: string, category: CategoryFilter): boolean {
  if (category !== 'all' && font.category !== category) return false;
  const word = keyword.trim().toLowerCase();
  return (
    word === '' ||
    [font.id, font.family, ...Object.values(font.names)].some((name) =>
      name.toLowerCase().includes(word),
    )
  );
}

/**
 * The font list: the shipped fonts (always there: they come with the app) with recent ones
 * (this browser) and favourites (the account, GET /api/font/searchRecommend) first, each name
 * drawn in its own face, searchable by name in any language and filtered by category.
 */
export function FontPanel(props: FontPickerProps & { onDone: () => void }) {
  addEditorTexts();
  const { t, i18n } = useTranslation(['editor', 'common']);
  const locale = resolveLocale(i18n.language);
  const client = useQueryClient();
  const [target, setTarget] = useState<FontTarget>(props.hasText ? 'selection' : 'body');
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [recent] = useState(recentFontIds);
  const fonts = useQuery({ queryKey: fontsKey, queryFn: fetchFonts, staleTime: 60_000 });
  const favourites = new Set(
    fonts.data?.items.filter((font) => font.favourite).map((font) => font.id) ?? [],
  );
  const toggle = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => setFontFavourite(id, on),
    onMutate: async ({ id, on }) => {
      await client.cancelQueries({ queryKey: fontsKey });
      const before = client.getQueryData<FontList>(fontsKey);
      client.setQueryData<FontList>(
        fontsKey,
        (list) =>
          list && {
            ...list,
            items: list.items.map((font) => (font.id === id ? { ...font, favourite: on } : font)),
          },
      );
      return { before };
    },
    onError: (_error, _vars, context) => client.setQueryData(fontsKey, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: fontsKey }),
  });

  // Each name in its own face: a few characters, so a slice or two of each font.
  useEffect(() => {
    for (const font of SHIPPED_FONTS) loadWebFont(font.id);
  }, []);

  const currentFace = target === 'selection' ? props.selectionFace : props.roleFace(target);
  const current = shippedFontOfFace(currentFace);
  const pick = (font: ShippedFont | null) => {
    if (font) rememberFont(font.id);
    props.onPick(target, font);
    props.onDone();
  };

  const shown = SHIPPED_FONTS.filter((font) => matches(font, keyword, category));
  const browsing = keyword.trim() === '' && category === 'all';
  const byId = (ids: Iterable<string>) =>
    [...ids].flatMap((id) => SHIPPED_FONTS.filter((font) => font.id === id));
  const sections: { key: string; title: string; fonts: ShippedFont[] }[] = [
    ...(browsing ? [{ key: 'recent', title: t('fonts.recent'), fonts: byId(recent) }] : []),
    ...(browsing
      ? [{ key: 'favourites', title: t('fonts.favourites'), fonts: byId(favourites) }]
      : []),
    { key: 'all', title: t('fonts.all'), fonts: shown },
  ].filter((section) => section.fonts.length > 0);

  const row = (font: ShippedFont, section: string) => {
    const favourite = favourites.has(font.id);
    return (
      <li key={`${section}-${font.id}`} className="sc-font-row">
        <button
          type="button"
          className="sc-font-name"
          style={{ fontFamily: cssFontFamily(font.key) }}
          aria-pressed={current?.id === font.id}
          title={font.coverage === 'gb2312' ? t('fonts.partial') : undefined}
          onClick={() => pick(font)}
          data-testid={`font-${section}-${font.id}`}
        >
          {font.names[locale]}
        </button>
        <Typography.Text type="secondary" className="sc-font-category">
          {t(`fonts.categories.${font.category}`)}
        </Typography.Text>
        <Button
          type="text"
          size="small"
          icon={favourite ? <StarFilled /> : <StarOutlined />}
          aria-label={favourite ? t('fonts.unfavourite') : t('fonts.favourite')}
          aria-pressed={favourite}
          disabled={!fonts.data}
          onClick={() => toggle.mutate({ id: font.id, on: !favourite })}
          data-testid={`font-star-${section}-${font.id}`}
        />
      </li>
    );
  };

  return (
    <div
      className="sc-font-panel"
      role="dialog"
      aria-label={t('fonts.button')}
      data-testid="font-panel"
    >
      <Segmented
        block
        size="small"
        value={target}
        onChange={(value) => setTarget(value as FontTarget)}
        options={(['selection', 'heading', 'body'] as const).map((value) => ({
          value,
          label: t(`fonts.target.${value}`),
          disabled: value === 'selection' && !props.hasText,
        }))}
        data-testid="font-target"
      />
      <Input
        allowClear
        size="small"
        value={keyword}
        placeholder={t('fonts.search')}
        aria-label={t('fonts.search')}
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={(event) => event.stopPropagation()}
        data-testid="font-search"
      />
      <Segmented
        size="small"
        value={category}
        onChange={(value) => setCategory(value as CategoryFilter)}
        options={(['all', ...FONT_CATEGORIES] as const).map((value) => ({
          value,
          label: t(`fonts.categories.${value}`),
        }))}
        data-testid="font-category"
      />
      {fonts.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('fonts.loadFailed')}
          action={
            <Button size="small" onClick={() => void fonts.refetch()}>
              {t('common:retry')}
            </Button>
          }
        />
      )}
      <div className="sc-font-list">
        <button
          type="button"
          className="sc-font-name sc-font-theme"
          aria-pressed={!current}
          onClick={() => pick(null)}
          data-testid="font-theme"
        >
          {t('fonts.themeFont')}
        </button>
        {sections.map((section) => (
          <section key={section.key} aria-label={section.title}>
            <Typography.Text type="secondary" className="sc-font-section">
              {section.title}
            </Typography.Text>
            <ul>{section.fonts.map((font) => row(font, section.key))}</ul>
          </section>
        ))}
        {shown.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fonts.empty')} />
        )}
      </div>
      <Typography.Text type="secondary" className="sc-font-licence">
        {t('fonts.licence')}
      </Typography.Text>
    </div>
  );
}

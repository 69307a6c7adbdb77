import { CheckCircleFilled } from '@ant-design/icons';
import type { ThemeListResult } from '@slidecraft/contract';
import { Spin, Tag } from 'antd';
import { ProtectedImg } from '../../user-guide/ProtectedImg';
import { BrandRemoveButton } from '../brand/BrandRemoveButton';
import { isBrandItem, isRemovable } from '../brand/api';
import { useThemesTranslation } from '../themes-texts';

type ThemeItem = ThemeListResult['items'][number];

// The cell keeps the card's size in the grid; the remove action sits in its top corner.
const CELL = { position: 'relative', display: 'grid' } as const;
const REMOVE = { position: 'absolute', top: 10, insetInlineEnd: 10 } as const;

interface ThemeCardProps {
  item: ThemeItem;
  selected: boolean;
  /** The theme being applied, if any: its card spins and the others wait. */
  applying: string | undefined;
  onChoose: (themeId: string) => void;
}

/**
 * One theme: thumbnail and title; a brand theme is tagged as the company's and, for whom may,
 * can be removed.
 */
export function ThemeCard({ item, selected, applying, onChoose }: ThemeCardProps) {
  const { t } = useThemesTranslation();
  const brand = isBrandItem(item);
  const card = (
    <button
      type="button"
      className="sc-theme-card"
      aria-pressed={selected}
      disabled={applying !== undefined}
      onClick={() => !selected && onChoose(item.id)}
      data-testid={`theme-${item.id}`}
    >
      <Spin spinning={applying === item.id}>
        <ProtectedImg src={item.thumbnail} alt="" loading="lazy" decoding="async" />
      </Spin>
      <span className="sc-theme-title">
        {selected && <CheckCircleFilled aria-label={t('current')} />}
        {brand && (
          // The title row's gap already spaces it: no margin of the tag's own.
          <Tag color="gold" className="sc-brand-tag" style={{ marginInlineEnd: 0 }}>
            {t('brand.tag')}
          </Tag>
        )}
        {item.title}
      </span>
    </button>
  );
  // A team member's copy of the team's theme: theirs to use, not to remove.
  if (!brand || !isRemovable(item)) return card;
  // The remove action sits over the card, not inside it (a button in a button is invalid).
  return (
    <div className="sc-theme-cell" style={CELL}>
      {card}
      <span style={REMOVE}>
        <BrandRemoveButton themeId={item.id} name={item.title} />
      </span>
    </div>
  );
}

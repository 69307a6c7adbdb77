import type { TemplateItem } from '@slidecraft/contract';
import { Skeleton, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTemplatesTranslation } from '../templates-texts';
import { ProtectedImg } from '../../user-guide/ProtectedImg';

/** What a card's link tells the template page: the listing to go back to. */
export interface FromCentre {
  from?: string;
}

/** The category a template is listed under: its first 'category.*' tag. */
export const categoryOf = (item: TemplateItem) => item.tags.find((t) => t.startsWith('category.'));

/** One template: its cover (16:9, lazy), title, slide count and category; opens its page. */
export function TemplateCard({
  item,
  labels,
}: {
  item: TemplateItem;
  labels: ReadonlyMap<string, string>;
}) {
  const { t } = useTemplatesTranslation();
  const location = useLocation();
  // From the listing: its address; from a template's page: the listing that page came from.
  const from: FromCentre = {
    from:
      location.pathname === '/templates'
        ? `/templates${location.search}`
        : (location.state as FromCentre | null)?.from,
  };
  const category = categoryOf(item);
  const categoryLabel = category && labels.get(category);
  return (
    <article className="sc-tpl-card" data-testid="template-card" data-id={item.id}>
      <Link
        className="sc-tpl-open"
        to={`/templates/${encodeURIComponent(item.id)}`}
        state={from}
        aria-label={t('card.open', { title: item.title })}
      >
        <div className="sc-tpl-thumb">
          <ProtectedImg
            src={item.thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        </div>
        <div className="sc-tpl-info">
          <Typography.Text className="sc-tpl-title" ellipsis={{ tooltip: item.title }} strong>
            {item.title}
          </Typography.Text>
          <div className="sc-tpl-meta">
            <span data-testid="template-pages">{t('card.pages', { count: item.pages })}</span>
            {categoryLabel && <span className="sc-tpl-category">{categoryLabel}</span>}
          </div>
        </div>
      </Link>
    </article>
  );
}

/** A card's shape while the listing loads. */
export function TemplateCardSkeleton() {
  return (
    <div className="sc-tpl-card" aria-hidden="true">
      <Skeleton.Node active className="sc-tpl-thumb sc-tpl-skeleton" />
      <Skeleton active title paragraph={{ rows: 1 }} />
    </div>
  );
}

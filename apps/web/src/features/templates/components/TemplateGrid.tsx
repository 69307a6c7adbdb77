import { Alert, Button, Empty } from 'antd';
import { useEffect, useRef } from 'react';
import type { TemplateListFilter } from '../api';
import { isFiltered } from '../centre-query';
import { useTemplateList } from '../hooks/useTemplateCentre';
import { TemplateCard, TemplateCardSkeleton } from './TemplateCard';
import { useTemplatesTranslation } from '../templates-texts';

const SKELETONS = 12;
/** The next page starts loading this far before the "load more" button scrolls into view. */
const AUTO_LOAD_MARGIN = '400px 0px';

/**
 * Calls `onVisible` whenever the element comes into view (and at once if it is in view) while
 * `enabled`; browsers without IntersectionObserver keep the button only.
 */
function useWhenVisible(enabled: boolean, onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: AUTO_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/**
 * The listing as a grid of cards, 30 at a time: "load more" (also on its own when the button
 * nears the view), the count, skeletons while loading, an inline retry on failure, and an empty
 * state that offers to clear the filters.
 */
export function TemplateGrid(props: {
  filter: TemplateListFilter;
  labels: ReadonlyMap<string, string>;
  onClear: () => void;
}) {
  const { t } = useTemplatesTranslation();
  const list = useTemplateList(props.filter);
  const autoLoad = list.hasMore && !list.loadingMore && !list.moreFailed;
  const moreRef = useWhenVisible(autoLoad, list.loadMore);

  if (list.loading) {
    return (
      <div className="sc-tpl-grid" data-testid="template-loading">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <TemplateCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (list.failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        data-testid="template-error"
        action={
          <Button size="small" onClick={list.reload} data-testid="template-retry">
            {t('reload')}
          </Button>
        }
      />
    );
  }
  if (list.items.length === 0) {
    const filtered = isFiltered(props.filter);
    return (
      <Empty
        className="sc-tpl-empty"
        data-testid="template-empty"
        description={
          <>
            <div>
              {props.filter.search
                ? t('empty.searched', { search: props.filter.search })
                : t('empty.title')}
            </div>
            {filtered && <div className="sc-tpl-hint">{t('empty.hint')}</div>}
          </>
        }
      >
        {filtered && (
          <Button type="primary" onClick={props.onClear} data-testid="template-clear">
            {t('empty.clear')}
          </Button>
        )}
      </Empty>
    );
  }
  return (
    <>
      <div className="sc-tpl-total" data-testid="template-total">
        {t('total', { count: list.total })}
      </div>
      <div className="sc-tpl-grid" data-testid="template-list">
        {list.items.map((item) => (
          <TemplateCard key={item.id} item={item} labels={props.labels} />
        ))}
      </div>
      {list.moreFailed && (
        <Alert
          className="sc-tpl-more-error"
          type="error"
          showIcon
          title={t('moreFailed')}
          action={
            <Button size="small" onClick={list.loadMore} data-testid="template-more-retry">
              {t('reload')}
            </Button>
          }
        />
      )}
      {list.hasMore && !list.moreFailed && (
        <div className="sc-tpl-more" ref={moreRef}>
          <Button loading={list.loadingMore} onClick={list.loadMore} data-testid="template-more">
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

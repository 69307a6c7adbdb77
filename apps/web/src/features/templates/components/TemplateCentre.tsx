import { TEMPLATE_SEARCH_MAX, type TemplateFilter } from '@slidecraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import type { TemplateListFilter } from '../api';
import { readCentreQuery, toggleFilter, toggleTag, writeCentreQuery } from '../centre-query';
import { templateListKey, useTemplateTags } from '../hooks/useTemplateCentre';
import { TemplateFilters } from './TemplateFilters';
import { TemplateGrid } from './TemplateGrid';
import '../templates.css';
import { useTemplatesTranslation } from '../templates-texts';

/**
 * /templates: the template centre (spec sections 2, 7 and 9). The search, tags and filters live
 * in the address (?q=&tags=&filters=), so a reload or a shared link keeps them and Back undoes
 * the last choice.
 */
export default function TemplateCentre() {
  const { t, i18n } = useTemplatesTranslation();
  const client = useQueryClient();
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readCentreQuery(params), [params]);
  const tags = useTemplateTags();

  // The box shows what it typed until a search; Back or a link puts the address's search in.
  const [typed, setTyped] = useState(filter.search);
  const [shown, setShown] = useState(filter.search);
  if (shown !== filter.search) {
    setShown(filter.search);
    setTyped(filter.search);
  }

  // A new choice lists from its first page (Back and a return from a template keep the pages
  // loaded before, from the cache).
  const apply = (next: TemplateListFilter) => {
    const address = writeCentreQuery(params, next);
    client.removeQueries({
      queryKey: templateListKey(i18n.language, readCentreQuery(address)),
      exact: true,
    });
    setParams(address, { preventScrollReset: true });
  };

  return (
    <div className="sc-page sc-tpl-centre" data-testid="template-centre">
      <header className="sc-tpl-head">
        <Typography.Title level={2}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        <Input.Search
          className="sc-tpl-search"
          size="large"
          value={typed}
          maxLength={TEMPLATE_SEARCH_MAX}
          allowClear
          placeholder={t('search')}
          aria-label={t('search')}
          enterButton={t('searchButton')}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => apply({ ...filter, search: value })}
          data-testid="template-search"
        />
      </header>
      <TemplateFilters
        groups={tags.groups}
        loading={tags.loading}
        failed={tags.failed}
        onReload={tags.reload}
        filter={filter}
        onTag={(title) => apply({ ...filter, tags: toggleTag(filter.tags, title) })}
        onFilter={(f: TemplateFilter) =>
          apply({ ...filter, filters: toggleFilter(filter.filters, f) })
        }
      />
      <TemplateGrid
        filter={filter}
        labels={tags.labels}
        onClear={() => {
          setTyped('');
          apply({ search: '', tags: [], filters: [] });
        }}
      />
    </div>
  );
}

import {
  TEMPLATE_FILTERS,
  type TemplateFilter,
  type TemplateTagGroupInfo,
} from '@slidecraft/contract';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { TemplateListFilter } from '../api';
import { groupOf, isAllTag } from '../centre-query';
import { useTemplatesTranslation } from '../templates-texts';

/** A checkable chip: a real button, pressed when chosen. */
function Chip(props: {
  checked: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="sc-tpl-chip"
      aria-pressed={props.checked}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.children}
    </button>
  );
}

/** One row: the group's label, then its chips (a sideways-scrolling row on phones). */
function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sc-tpl-filter-row" role="group" aria-label={label}>
      <span className="sc-tpl-filter-label">{label}</span>
      <div className="sc-tpl-chips">{children}</div>
    </div>
  );
}

const FILTER_KINDS = ['pages', 'sort'] as const;

/**
 * The tag groups of the server (each with its 'all' chip, chosen when nothing else in the group
 * is), then the page-count and order filters.
 */
export function TemplateFilters(props: {
  groups: TemplateTagGroupInfo[];
  loading: boolean;
  failed: boolean;
  onReload: () => void;
  filter: TemplateListFilter;
  onTag: (title: string) => void;
  onFilter: (filter: TemplateFilter) => void;
}) {
  const { t } = useTemplatesTranslation();
  const { filter } = props;
  return (
    <div className="sc-tpl-filters" data-testid="template-filters">
      {props.loading && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {props.failed && (
        <Alert
          type="warning"
          showIcon
          title={t('tagsFailed')}
          action={
            <Button size="small" onClick={props.onReload}>
              {t('reload')}
            </Button>
          }
        />
      )}
      {props.groups.map((group) => {
        const chosen = filter.tags.filter((tag) => groupOf(tag) === group.id);
        return (
          <FilterRow key={group.id} label={group.label}>
            {group.items.map((item) => (
              <Chip
                key={item.title}
                checked={isAllTag(item.title) ? chosen.length === 0 : chosen.includes(item.title)}
                onClick={() => props.onTag(item.title)}
                testId={`tag-${item.title}`}
              >
                {item.label}
              </Chip>
            ))}
          </FilterRow>
        );
      })}
      {FILTER_KINDS.map((kind) => (
        <FilterRow key={kind} label={t(`filters.${kind}`)}>
          {TEMPLATE_FILTERS.filter((f) => groupOf(f) === kind).map((f) => (
            <Chip
              key={f}
              checked={filter.filters.includes(f)}
              onClick={() => props.onFilter(f)}
              testId={`filter-${f}`}
            >
              {t(`filters.${f}`)}
            </Chip>
          ))}
        </FilterRow>
      ))}
    </div>
  );
}

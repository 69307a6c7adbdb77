import { SearchOutlined } from '@ant-design/icons';
import { SPACE_SEARCH_MAX, type SpaceListQuery } from '@slidecraft/contract';
import { Input, Select } from 'antd';
import { usePersonalSpaceTranslation } from '../personal-space-texts';

type Sort = SpaceListQuery['sort'];

interface Props {
  search: string;
  onSearch: (text: string) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

/** The search box and the sort of the kept decks. */
export function SpaceToolbar({ search, onSearch, sort, onSort }: Props) {
  const { t } = usePersonalSpaceTranslation();
  return (
    <div className="sc-space-toolbar">
      <Input
        allowClear
        className="sc-space-search"
        prefix={<SearchOutlined />}
        value={search}
        maxLength={SPACE_SEARCH_MAX}
        placeholder={t('search')}
        aria-label={t('search')}
        onChange={(event) => onSearch(event.target.value)}
        data-testid="space-search"
      />
      <Select<Sort>
        className="sc-space-sort"
        value={sort}
        onChange={onSort}
        aria-label={t('sort.label')}
        options={[
          { value: 'edited', label: t('sort.edited') },
          { value: 'created', label: t('sort.created') },
        ]}
        data-testid="space-sort"
      />
    </div>
  );
}

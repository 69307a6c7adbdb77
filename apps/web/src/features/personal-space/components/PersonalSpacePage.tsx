import type { SpaceListQuery } from '@slidecraft/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequireAuth } from '../../auth';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { SpaceList } from './SpaceList';
import { SpaceToolbar } from './SpaceToolbar';
import { usePersonalSpaceTranslation } from '../personal-space-texts';

/** Milliseconds a typed search waits for the next key before it is sent. */
const SEARCH_DEBOUNCE_MS = 300;

type Tab = 'kept' | 'trash';

/** The kept decks, searched and sorted. */
function KeptDecks() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SpaceListQuery['sort']>('edited');
  const searched = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return (
    <>
      <SpaceToolbar search={search} onSearch={setSearch} sort={sort} onSort={setSort} />
      <SpaceList filter={{ search: searched, sort, trash: '0' }} />
    </>
  );
}

function SpaceScreen() {
  const { t } = usePersonalSpaceTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'trash' ? 'trash' : 'kept';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'trash' ? { tab: 'trash' } : {}, { replace: true })}
      destroyOnHidden
      items={[
        {
          key: 'kept',
          label: <span data-testid="space-tab-kept">{t('tabs.kept')}</span>,
          children: <KeptDecks />,
        },
        {
          key: 'trash',
          label: <span data-testid="space-tab-trash">{t('tabs.trash')}</span>,
          children: <SpaceList filter={{ sort: 'edited', trash: '1' }} />,
        },
      ]}
    />
  );
}

/** /space: the user's decks and the trash (spec sections 2 and 9), behind sign-in. */
export default function PersonalSpacePage() {
  const { t } = usePersonalSpaceTranslation();
  useDocumentTitle(t('title'));
  return (
    <div className="sc-page sc-space" data-testid="space-page">
      <RequireAuth>
        <SpaceScreen />
      </RequireAuth>
    </div>
  );
}

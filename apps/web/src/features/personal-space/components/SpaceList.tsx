import type { SpaceItem } from '@slidecraft/contract';
import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import type { SpaceListFilter } from '../api';
import { useNow } from '../../../shared/useNow';
import { useSpaceActions } from '../hooks/useSpaceActions';
import { useSpaceList } from '../hooks/useSpaceList';
import { ShareDialog } from '../../share';
import { DownloadModal } from './DownloadModal';
import { RenameModal } from './RenameModal';
import { SpaceCard, type SpaceCardActions } from './SpaceCard';
import { SpaceEmpty } from './SpaceEmpty';
import { usePersonalSpaceTranslation } from '../personal-space-texts';

const SKELETONS = 8;

/**
 * One list of the personal space as a grid of cards, 20 at a time with a "load more" button,
 * with its loading, failed and empty states.
 */
export function SpaceList({ filter }: { filter: SpaceListFilter }) {
  const { t } = usePersonalSpaceTranslation();
  const list = useSpaceList(filter);
  const act = useSpaceActions();
  const now = useNow();
  const [renaming, setRenaming] = useState<SpaceItem | null>(null);
  const [sharing, setSharing] = useState<SpaceItem | null>(null);
  const [downloading, setDownloading] = useState<SpaceItem | null>(null);
  const trash = filter.trash === '1';
  const actions: SpaceCardActions = {
    rename: setRenaming,
    share: setSharing,
    download: setDownloading,
    copy: (item) => void act.copy(item),
    remove: (item) => void act.remove(item),
    recover: (item) => void act.recover(item),
    destroy: (item) => void act.destroy(item),
  };

  if (list.loading) {
    return (
      <div className="sc-space-grid" data-testid="space-loading">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <div key={i} className="sc-space-card">
            <Skeleton.Node active className="sc-space-thumb sc-space-skeleton" />
            <Skeleton active title paragraph={{ rows: 1 }} />
          </div>
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
        action={
          <Button size="small" onClick={list.reload}>
            {t('reload')}
          </Button>
        }
      />
    );
  }
  if (list.items.length === 0) return <SpaceEmpty trash={trash} search={filter.search ?? ''} />;

  return (
    <>
      <div className="sc-space-total" data-testid="space-total">
        {t('total', { count: list.total })}
      </div>
      <div className="sc-space-grid" data-testid="space-list">
        {list.items.map((item) => (
          <SpaceCard
            key={item.recordId}
            item={item}
            shows={trash ? 'deleted' : filter.sort}
            now={now}
            busy={act.busy === item.recordId}
            actions={actions}
          />
        ))}
      </div>
      {list.hasMore && (
        <div className="sc-space-more">
          <Button loading={list.loadingMore} onClick={list.loadMore} data-testid="space-more">
            {t('loadMore')}
          </Button>
        </div>
      )}
      {downloading && <DownloadModal item={downloading} onClose={() => setDownloading(null)} />}
      {sharing && (
        <ShareDialog
          recordId={sharing.recordId}
          title={sharing.title}
          onClose={() => setSharing(null)}
        />
      )}
      {renaming && (
        <RenameModal
          item={renaming}
          saving={act.renaming}
          onSave={(title) => act.rename(renaming, title)}
          onClose={() => setRenaming(null)}
        />
      )}
    </>
  );
}

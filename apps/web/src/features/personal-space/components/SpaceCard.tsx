import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  MoreOutlined,
  ShareAltOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { TRASH_DAYS, type SpaceItem } from '@slidecraft/contract';
import { Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime } from '../../../shared/relative-time';
import { SpaceThumb } from './SpaceThumb';
import { usePersonalSpaceTranslation } from '../personal-space-texts';

const DAY = 86_400_000;

export interface SpaceCardActions {
  rename: (item: SpaceItem) => void;
  share: (item: SpaceItem) => void;
  download: (item: SpaceItem) => void;
  copy: (item: SpaceItem) => void;
  remove: (item: SpaceItem) => void;
  recover: (item: SpaceItem) => void;
  destroy: (item: SpaceItem) => void;
}

interface Props {
  item: SpaceItem;
  /** Which time the card tells: the last edit, the creation (sorted so) or the deletion. */
  shows: 'edited' | 'created' | 'deleted';
  now: number;
  busy: boolean;
  actions: SpaceCardActions;
}

/** Days left before a deck deleted at `deletedAt` leaves the trash for good (at least 1). */
function daysLeft(deletedAt: string, now: number): number {
  return Math.max(1, TRASH_DAYS - Math.floor((now - Date.parse(deletedAt)) / DAY));
}

/**
 * One deck of the personal space: thumbnail, title and when it was edited (or created or
 * deleted). A kept deck opens in the editor and has a menu (rename, share, download, copy, delete); a deck in the
 * trash offers recover and destroy.
 */
export function SpaceCard({ item, shows, now, busy, actions }: Props) {
  const { t } = usePersonalSpaceTranslation();
  const { t: tc } = useTranslation();
  const at =
    shows === 'created'
      ? item.createdAt
      : shows === 'deleted'
        ? (item.deletedAt ?? item.updatedAt)
        : item.updatedAt;
  const when = t(`card.${shows}`, { time: relativeTime(tc, at, now) });
  const body = (
    <>
      <SpaceThumb item={item} />
      <Typography.Text className="sc-space-title" ellipsis={{ tooltip: item.title }} strong>
        {item.title}
      </Typography.Text>
    </>
  );

  return (
    <article className="sc-space-card" data-testid="space-card" data-record-id={item.recordId}>
      {shows === 'deleted' ? (
        <div className="sc-space-open">{body}</div>
      ) : (
        <Link
          className="sc-space-open"
          to={`/workspace?recordId=${encodeURIComponent(item.recordId)}`}
          aria-label={t('card.open', { title: item.title })}
          data-testid="space-open"
        >
          {body}
        </Link>
      )}
      <div className="sc-space-meta">
        <span className="sc-space-when" data-testid="space-when">
          {when}
          {shows === 'deleted' && (
            <>
              {' · '}
              {t('card.purgeIn', { count: daysLeft(at, now) })}
            </>
          )}
        </span>
        {shows === 'deleted' ? (
          <span className="sc-space-buttons">
            <Button
              size="small"
              icon={<UndoOutlined />}
              loading={busy}
              onClick={() => actions.recover(item)}
              data-testid="space-recover"
            >
              {t('actions.recover')}
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={busy}
              onClick={() => actions.destroy(item)}
              data-testid="space-destroy"
            >
              {t('actions.destroy')}
            </Button>
          </span>
        ) : (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                {
                  key: 'rename',
                  icon: <EditOutlined />,
                  label: <span data-testid="space-rename">{t('actions.rename')}</span>,
                  onClick: () => actions.rename(item),
                },
                {
                  key: 'share',
                  icon: <ShareAltOutlined />,
                  label: <span data-testid="space-share">{t('actions.share')}</span>,
                  onClick: () => actions.share(item),
                },
                {
                  key: 'download',
                  icon: <DownloadOutlined />,
                  label: <span data-testid="space-download">{t('actions.download')}</span>,
                  onClick: () => actions.download(item),
                },
                {
                  key: 'copy',
                  icon: <CopyOutlined />,
                  label: <span data-testid="space-copy">{t('actions.copy')}</span>,
                  onClick: () => actions.copy(item),
                },
                {
                  key: 'remove',
                  icon: <DeleteOutlined />,
                  danger: true,
                  label: <span data-testid="space-remove">{t('actions.remove')}</span>,
                  onClick: () => actions.remove(item),
                },
              ],
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              loading={busy}
              aria-label={t('card.menu')}
              data-testid="space-card-menu"
            />
          </Dropdown>
        )}
      </div>
    </article>
  );
}

import { DeleteOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { isPreviewActive, isPreviewFailure, type HistoryItem } from '@slidecraft/contract';
import { Alert, Button, Drawer, Empty, Grid, List, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { RelativeTime } from '../../../shared/RelativeTime';
import { confirmDialog, toast } from '../../../shared/ui';
import { useHistory } from '../hooks/useHistory';
import { ProtectedImg } from '../../user-guide/ProtectedImg';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

function StatusTag({ item }: { item: HistoryItem }) {
  const { t } = useGenerationFlowTranslation();
  if (isPreviewActive(item.status))
    return <Tag color="processing">{t('history.status.generating')}</Tag>;
  if (item.status === 'not_submit_preview') return <Tag>{t('history.status.notStarted')}</Tag>;
  if (isPreviewFailure(item.status)) return <Tag color="error">{t('history.status.failed')}</Tag>;
  return null;
}

/**
 * The user's generated decks (GET history): thumbnail, title, date and slide count; open one
 * in the workspace, delete one or all (after a confirm; deletion cannot be undone).
 */
export function HistoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useGenerationFlowTranslation();
  const navigate = useNavigate();
  const desktop = Grid.useBreakpoint().md !== false;
  const history = useHistory(open);

  const openDeck = (recordId: string) => {
    onClose();
    void navigate(`/workspace?recordId=${encodeURIComponent(recordId)}`);
  };
  const remove = async (item: HistoryItem) => {
    const choice = await confirmDialog({
      title: t('history.removeConfirm', { title: item.title }),
      content: t('history.removeHint'),
      okText: t('history.remove'),
      okType: 'danger',
    });
    if (choice !== 'ok') return;
    await history.remove(item.recordId).then(
      () => toast.success(t('history.removed')),
      () => undefined,
    );
  };
  const removeAll = async () => {
    const choice = await confirmDialog({
      title: t('history.removeAllConfirm', { count: history.total }),
      content: t('history.removeHint'),
      okText: t('history.removeAll'),
      okType: 'danger',
    });
    if (choice !== 'ok') return;
    await history.removeAll().then(
      () => toast.success(t('history.removed')),
      () => undefined,
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={desktop ? 'right' : 'bottom'}
      size={desktop ? 440 : '85%'}
      title={t('history.title')}
      destroyOnHidden
      extra={
        history.total > 0 && (
          <Button
            danger
            size="small"
            loading={history.removingAll}
            onClick={() => void removeAll()}
            data-testid="history-remove-all"
          >
            {t('history.removeAll')}
          </Button>
        )
      }
    >
      <div data-testid="history-list">
        {history.loading && <Skeleton active avatar paragraph={{ rows: 2 }} />}
        {history.failed && (
          <Alert
            type="error"
            showIcon
            title={t('history.loadFailed')}
            action={
              <Button size="small" onClick={history.reload}>
                {t('history.reload')}
              </Button>
            }
          />
        )}
        {!history.loading && !history.failed && history.items.length === 0 && (
          <Empty description={t('history.empty')} />
        )}
        {history.items.length > 0 && (
          <List
            itemLayout="horizontal"
            dataSource={history.items}
            renderItem={(item) => (
              <List.Item
                data-testid={`history-item-${item.recordId}`}
                actions={[
                  <Button
                    key="open"
                    size="small"
                    icon={<FolderOpenOutlined />}
                    onClick={() => openDeck(item.recordId)}
                    data-testid="history-open"
                  >
                    {t('history.openDeck')}
                  </Button>,
                  <Button
                    key="remove"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('history.remove')} ${item.title}`}
                    loading={history.removing === item.recordId}
                    onClick={() => void remove(item)}
                    data-testid="history-remove"
                  />,
                ]}
              >
                <List.Item.Meta
                  avatar={
                    item.thumbnail ? (
                      <ProtectedImg
                        className="sc-history-thumb"
                        src={item.thumbnail}
                        alt=""
                        loading="lazy"
                      />
                    ) : (
                      <span className="sc-history-thumb sc-history-thumb-empty">
                        {t('history.noThumbnail')}
                      </span>
                    )
                  }
                  title={
                    <Typography.Text ellipsis={{ tooltip: item.title }}>
                      {item.title}
                    </Typography.Text>
                  }
                  description={
                    <>
                      <RelativeTime at={item.createdAt} /> ·{' '}
                      {t('history.pages', { count: item.totalPage })} <StatusTag item={item} />
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
        {history.hasMore && (
          <Button
            block
            loading={history.loadingMore}
            onClick={history.loadMore}
            data-testid="history-more"
          >
            {t('history.loadMore')}
          </Button>
        )}
      </div>
    </Drawer>
  );
}

import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Space, Spin, Switch, Typography } from 'antd';
import { personalSpaceApi } from '@slidecraft/contract';
import { routeKey } from '../../../shared/http';
import { confirmDialog, toast } from '../../../shared/ui';
import { fetchShareLink, revokeShareLink, setShareDownload } from '../api';
import { useShareTranslation } from '../share-texts';

/**
 * Sharing a deck: its link for anyone (the same until revoked), copied in one click, whether
 * its viewers may download the PPTX, and "stop sharing", after which the link shows "not found".
 */
export function ShareDialog(props: { recordId: string; title: string; onClose: () => void }) {
  const { t } = useShareTranslation();
  const client = useQueryClient();
  const key = routeKey(personalSpaceApi.shareLink, { query: { recordId: props.recordId } });
  const link = useQuery({ queryKey: key, queryFn: () => fetchShareLink(props.recordId) });
  const url = link.data ? `${window.location.origin}${link.data.path}` : '';
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(props.recordId),
    onSuccess: () => {
      client.removeQueries({ queryKey: key });
      toast.success(t('dialog.revoked'));
      props.onClose();
    },
  });
  const allowDownload = useMutation({
    mutationFn: (allow: boolean) => setShareDownload(props.recordId, allow),
    // The switch shows what the server answered; a failure was reported and leaves it as it was.
    onSuccess: (updated) => {
      client.setQueryData(key, updated);
      toast.success(t(updated.allowDownload ? 'dialog.downloadOn' : 'dialog.downloadOff'));
    },
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('dialog.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link stays selected.
      toast.info(t('dialog.copyByHand'));
    }
  };
  const stop = async () => {
    const choice = await confirmDialog({
      title: t('dialog.revokeTitle'),
      content: t('dialog.revokeContent'),
      okText: t('dialog.revoke'),
      okType: 'danger',
    });
    if (choice === 'ok') revoke.mutate();
  };
  return (
    <Modal
      open
      title={t('dialog.title', { title: props.title })}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      data-testid="share-dialog"
    >
      {link.isPending ? (
        <Spin />
      ) : link.data ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('dialog.hint')}</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              readOnly
              value={url}
              prefix={<LinkOutlined />}
              onFocus={(event) => event.target.select()}
              data-testid="share-url"
            />
            <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('dialog.copy')}
            </Button>
          </Space.Compact>
          <label className="sc-share-allow">
            <Switch
              checked={link.data.allowDownload}
              loading={allowDownload.isPending}
              onChange={(checked) => allowDownload.mutate(checked)}
              data-testid="share-allow-download"
            />
            <span>
              <Typography.Text>{t('dialog.allowDownload')}</Typography.Text>
              <br />
              <Typography.Text type="secondary" data-testid="share-allow-download-hint">
                {t(link.data.allowDownload ? 'dialog.downloadOnHint' : 'dialog.downloadOffHint')}
              </Typography.Text>
            </span>
          </label>
          <Button
            danger
            loading={revoke.isPending}
            onClick={() => void stop()}
            data-testid="share-revoke"
          >
            {t('dialog.revoke')}
          </Button>
        </Space>
      ) : (
        <Typography.Text type="danger">{t('dialog.failed')}</Typography.Text>
      )}
    </Modal>
  );
}

import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, QRCode, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isDevice } from '../../../shared/device';
import { isApiError } from '../../../shared/http';
import { toast } from '../../../shared/ui';
import { fetchWechatBindUrl } from '../api';
import { useBindWechatQr } from '../hooks/useBindWechatQr';
import { useRefreshUser } from '../hooks/useRefreshUser';
import { useAccountTranslation } from '../account-texts';

const QR_SIZE = 160;

/** The desktop bind: a QR to scan with WeChat, polled until bound. */
function BindQr({ onDone }: { onDone: () => void }) {
  const { t } = useAccountTranslation();
  const refreshUser = useRefreshUser();
  const qr = useBindWechatQr(() => {
    toast.success(t('wechat.bindSuccess'));
    void refreshUser().then(onDone);
  });
  return (
    <div className="sc-qr-box" data-testid="wechat-bind-qr">
      <Typography.Paragraph type="secondary">{t('wechat.bindHint')}</Typography.Paragraph>
      <div className="sc-qr-frame">
        {qr.url ? (
          <div
            data-testid="wechat-bind-qr-image"
            data-url={qr.url}
            role="img"
            aria-label={t('wechat.bindAlt')}
          >
            <QRCode value={qr.url} type="svg" size={QR_SIZE} bordered={false} />
          </div>
        ) : (
          <Spin spinning={qr.phase === 'loading'} />
        )}
        {qr.phase === 'expired' && (
          <div className="sc-qr-cover" data-testid="wechat-bind-expired">
            <button type="button" onClick={qr.refresh}>
              <ReloadOutlined />
              <span>{t('wechat.bindExpired')}</span>
            </button>
          </div>
        )}
        {qr.phase === 'done' && (
          <div className="sc-qr-cover">
            <CheckCircleFilled />
            <span>{t('wechat.bindSuccess')}</span>
          </div>
        )}
      </div>
      {qr.phase === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={qr.error || t('wechat.bindFailed')}
          action={
            <Button size="small" onClick={qr.refresh}>
              {t('wechat.bindRetry')}
            </Button>
          }
          data-testid="wechat-bind-error"
          style={{ marginTop: 12 }}
        />
      )}
    </div>
  );
}

/**
 * 'Bind WeChat' of the account settings: inside WeChat's browser it goes through WeChat's
 * in-app authorization and comes back here (the WeChat bind call on return), elsewhere
 * it shows a QR to scan with WeChat.
 */
export function WechatBind() {
  const { t } = useAccountTranslation();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const start = async () => {
    if (!isDevice('WECHAT')) {
      setOpen(true);
      return;
    }
    setLeaving(true);
    try {
      const { url } = await fetchWechatBindUrl(`${pathname}${search}`);
      window.location.assign(url);
    } catch (error) {
      setLeaving(false);
      if (!isApiError(error)) throw error;
    }
  };

  if (open) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <BindQr onDone={() => setOpen(false)} />
        <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
      </Space>
    );
  }
  return (
    <Button type="primary" loading={leaving} onClick={() => void start()} data-testid="wechat-bind">
      {t('wechat.bind')}
    </Button>
  );
}

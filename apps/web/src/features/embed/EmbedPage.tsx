import { Alert, Result, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { parentBridge } from './bridge';
import { useEmbedTranslation } from './embed-texts';
import { EmbedGenerator } from './EmbedGenerator';
import { useChannelSession } from './useChannelSession';
import './embed.css';

/**
 * /embed: the generator in a partner's iframe, without the site's login, navigation or
 * membership chrome. The partner page's /embed/sdk.js hands over an SDK token; the page trades
 * it for a channel session and reports 'ready', 'deck ready', 'downloaded' and 'error'.
 */
export default function EmbedPage() {
  const { t } = useEmbedTranslation();
  useDocumentTitle(t('title'));
  const bridge = useMemo(() => parentBridge(), []);
  const session = useChannelSession(bridge);

  if (!bridge) {
    return (
      <div className="sc-embed">
        <Result status="info" title={t('notFramed')} subTitle={t('notFramedHint')} />
      </div>
    );
  }
  return (
    <div className="sc-embed" data-testid="embed-page">
      {session.phase === 'connecting' && (
        <div className="sc-center">
          <Spin size="large" />
          <Typography.Text type="secondary">{t('connecting')}</Typography.Text>
        </div>
      )}
      {session.phase === 'failed' && (
        <Result status="warning" title={t('failed')} subTitle={session.error} />
      )}
      {session.phase === 'ready' && (
        <>
          {session.renewing && <Alert type="info" showIcon title={t('renewing')} />}
          <EmbedGenerator bridge={bridge} />
          <Typography.Text type="secondary" className="sc-embed-footer">
            {t('poweredBy')}
          </Typography.Text>
        </>
      )}
    </div>
  );
}

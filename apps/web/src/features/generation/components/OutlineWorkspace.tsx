import { ReloadOutlined } from '@ant-design/icons';
import type { GenerationParams } from '@slidecraft/contract';
import { Alert, Button, Card, Collapse, Result, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../locale';
import { useOutlineStream } from '../hooks/useOutlineStream';
import { viewOutline } from '../outline-view';
import { DeckPanel } from './DeckPanel';
import { OfflineTag } from './OfflineTag';
import { OutlineTreeView } from './OutlineTreeView';
import { StreamingOutline } from './StreamingOutline';

/** The workspace for one set of generation params: stream, outline tree, deck preview and export. */
export function OutlineWorkspace({ params }: { params: GenerationParams }) {
  const { t } = useTranslation('generation');
  const { locale } = useLocale();
  const stream = useOutlineStream(params);
  const finished = stream.status === 'done' || stream.status === 'stopped';
  const parsed = useMemo(
    () => (finished ? viewOutline(stream.text, locale) : null),
    [finished, stream.text, locale],
  );

  return (
    <Card className="sc-workspace-card">
      <Space className="sc-workspace-head" wrap>
        <Typography.Text type="secondary">
          {t('workspace.topic', { topic: params.topic })}
        </Typography.Text>
        {params.deep_thinking && <Tag color="gold">{t('box.deepThinking')}</Tag>}
        {stream.offline && <OfflineTag />}
        {stream.status === 'stopped' && (
          <Tag data-testid="outline-stopped">{t('workspace.stopped')}</Tag>
        )}
        {stream.status !== 'streaming' && (
          <Button
            icon={<ReloadOutlined />}
            onClick={stream.regenerate}
            data-testid="outline-regenerate"
          >
            {t('workspace.regenerate')}
          </Button>
        )}
      </Space>

      {stream.status === 'streaming' && (
        <StreamingOutline text={stream.text} onStop={stream.stop} />
      )}
      {stream.status === 'error' && (
        <Result status="error" title={t('workspace.failed')} subTitle={stream.error} />
      )}
      {parsed?.ok === true && (
        <>
          <OutlineTreeView view={parsed.view} />
          <div className="sc-deck-actions">
            <DeckPanel key={stream.text} outline={stream.text} />
          </div>
        </>
      )}
      {parsed?.ok === false && (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('workspace.parseFailed')}
            description={parsed.message}
          />
          <Collapse
            ghost
            items={[
              {
                key: 'raw',
                label: t('workspace.rawText'),
                children: <pre className="sc-outline-raw">{stream.text}</pre>,
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}

import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@slidecraft/contract';
import { Alert, Col, Progress, Row, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { PrimaryButton } from '../../shared/ui';
import { PreviewPanel } from '../generation/components/PreviewPanel';
import { ThemePicker } from '../themes/components/ThemePicker';
import { useDeckExport } from '../deck-export/hooks/useDeckExport';
import { useDeckGeneration } from '../generation/hooks/useDeckGeneration';
import { useDeckPreview } from '../generation/hooks/useDeckPreview';
import type { ParentBridge } from './bridge';
import { useEmbedTranslation } from './embed-texts';

const LABEL = { pptx: 'downloadPptx', pdf: 'downloadPdf' } as const;

/** One download (PPTX or PDF); once the browser has the file, the partner page hears 'downloaded'. */
function EmbedDownload(props: {
  recordId: string;
  title: string;
  format: ExportFormat;
  ready: boolean;
  bridge: ParentBridge;
}) {
  const { t } = useEmbedTranslation();
  const { recordId, title, format, ready, bridge } = props;
  const deck = useDeckExport(title, format);
  const download = async () => {
    const url = await deck.download(recordId);
    if (url) bridge.post('downloaded', { recordId, format });
  };
  return (
    <Space orientation="vertical">
      <PrimaryButton
        size="large"
        icon={format === 'pptx' ? <DownloadOutlined /> : <FilePdfOutlined />}
        loading={deck.downloading}
        disabled={!ready}
        onClick={download}
        data-testid={`embed-download-${format}`}
      >
        {t(LABEL[format])}
      </PrimaryButton>
      {deck.downloading && <Progress percent={Math.round(deck.progress * 100)} status="active" />}
      {deck.downloadError && !deck.downloading && (
        <Alert type="error" showIcon title={deck.downloadError} />
      )}
    </Space>
  );
}

/**
 * A record being generated or generated, inside the partner's page: slides as they render,
 * the theme picker (a new theme generates it again) and the downloads. Each time a generation
 * completes, the partner page hears 'deck ready'.
 */
export function EmbedRecord({
  recordId,
  title,
  bridge,
}: {
  recordId: string;
  title: string;
  bridge: ParentBridge;
}) {
  const { t } = useEmbedTranslation();
  const generation = useDeckGeneration(recordId);
  const applying = generation.applyingTheme !== undefined;
  const preview = useDeckPreview(recordId, applying);
  const info = preview.state?.info;
  const ready = info?.status === 'completed' && !applying;
  const wasReady = useRef(false);

  useEffect(() => {
    if (ready && !wasReady.current && info) {
      bridge.post('deck ready', {
        recordId: info.recordId,
        title: info.title,
        themeId: info.themeId,
        pages: info.totalPage,
      });
    }
    wasReady.current = ready;
  }, [ready, info, bridge]);

  const deckTitle = info?.title ?? title;
  return (
    <Row gutter={[24, 24]} className="sc-deck-panel">
      <Col xs={24} lg={16}>
        <PreviewPanel
          preview={preview.state}
          pollFailed={preview.pollFailed}
          applying={applying}
          retrying={generation.retrying}
          onRetry={info && !preview.pollFailed ? generation.retry : preview.refetch}
        />
        <Space orientation="vertical" style={{ width: '100%' }}>
          {ready && (
            <Typography.Text type="success" data-testid="embed-deck-ready">
              {t('deckReady')}
            </Typography.Text>
          )}
          <Space wrap align="start">
            {(['pptx', 'pdf'] as const).map((format) => (
              <EmbedDownload
                key={format}
                recordId={recordId}
                title={deckTitle}
                format={format}
                ready={ready}
                bridge={bridge}
              />
            ))}
          </Space>
        </Space>
      </Col>
      <Col xs={24} lg={8}>
        <ThemePicker
          noUpload
          current={generation.applyingTheme ?? info?.themeId}
          applying={generation.applyingTheme}
          onChoose={generation.chooseTheme}
        />
      </Col>
    </Row>
  );
}

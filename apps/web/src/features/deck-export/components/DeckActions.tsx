import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@slidecraft/contract';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { PrimaryButton } from '../../../shared/ui';
import { useDeckExport } from '../hooks/useDeckExport';
import { useDeckExportTranslation } from '../deck-export-texts';

const LABEL_KEY = { pptx: 'download', pdf: 'downloadPdf' } as const;

/** One download button (PPTX or PDF) with its export progress, cancel and error. */
function DownloadButton({
  title,
  recordId,
  format,
  ready,
}: {
  title: string;
  recordId: string;
  format: ExportFormat;
  ready: boolean;
}) {
  const { t } = useDeckExportTranslation();
  const deck = useDeckExport(title, format);
  return (
    <Space orientation="vertical">
      <Space wrap>
        <PrimaryButton
          size="large"
          icon={format === 'pptx' ? <DownloadOutlined /> : <FilePdfOutlined />}
          loading={deck.downloading}
          disabled={!ready}
          onClick={() => deck.download(recordId)}
          data-testid={`download-${format}`}
        >
          {t(LABEL_KEY[format])}
        </PrimaryButton>
        {deck.downloading && (
          <Button size="large" onClick={deck.cancel} data-testid={`download-${format}-cancel`}>
            {t('cancel')}
          </Button>
        )}
      </Space>
      {deck.downloading && (
        <div data-testid={`download-${format}-progress`}>
          <Typography.Text type="secondary">
            {t('preparing', { format: format.toUpperCase() })}
          </Typography.Text>
          <Progress percent={Math.round(deck.progress * 100)} status="active" />
        </div>
      )}
      {deck.downloadError && !deck.downloading && (
        <Alert
          type="error"
          showIcon
          title={deck.downloadError}
          data-testid={`download-${format}-error`}
        />
      )}
    </Space>
  );
}

/**
 * 'Download PPTX' and 'Download PDF' of a record, enabled once its generation has completed
 * (before that the stored deck may still lack the pages being written).
 */
export function DeckActions(props: { recordId: string; title: string; ready: boolean }) {
  const { t } = useDeckExportTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {props.ready && (
        <Typography.Text type="success" data-testid="deck-ready">
          {t('generated')}
        </Typography.Text>
      )}
      <Space wrap align="start">
        <DownloadButton {...props} format="pptx" />
        <DownloadButton {...props} format="pdf" />
      </Space>
    </Space>
  );
}

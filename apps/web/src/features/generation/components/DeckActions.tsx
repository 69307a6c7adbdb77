import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@slidecraft/contract';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../shared/ui';
import { useDeckExport } from '../hooks/useDeckExport';

const LABEL_KEY = { pptx: 'deck.download', pdf: 'deck.downloadPdf' } as const;

/** One download button (PPTX or PDF) with its export progress, cancel and error. */
function DownloadButton({
  outline,
  recordId,
  format,
}: {
  outline: string;
  recordId: string;
  format: ExportFormat;
}) {
  const { t } = useTranslation('generation');
  const deck = useDeckExport(outline, format);
  return (
    <Space orientation="vertical">
      <Space wrap>
        <PrimaryButton
          size="large"
          icon={format === 'pptx' ? <DownloadOutlined /> : <FilePdfOutlined />}
          loading={deck.downloading}
          onClick={() => deck.download(recordId)}
          data-testid={`download-${format}`}
        >
          {t(LABEL_KEY[format])}
        </PrimaryButton>
        {deck.downloading && (
          <Button size="large" onClick={deck.cancel} data-testid={`download-${format}-cancel`}>
            {t('deck.cancel')}
          </Button>
        )}
      </Space>
      {deck.downloading && (
        <div data-testid={`download-${format}-progress`}>
          <Typography.Text type="secondary">{t('deck.preparing')}</Typography.Text>
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

/** 'Download PPTX' and 'Download PDF' of a created record. */
export function DeckActions({ outline, recordId }: { outline: string; recordId: string }) {
  const { t } = useTranslation('generation');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="success" data-testid="deck-ready">
        {t('deck.generated')}
      </Typography.Text>
      <Space wrap align="start">
        <DownloadButton outline={outline} recordId={recordId} format="pptx" />
        <DownloadButton outline={outline} recordId={recordId} format="pdf" />
      </Space>
    </Space>
  );
}

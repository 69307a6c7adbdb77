import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../shared/ui';
import { useDeckExport } from '../hooks/useDeckExport';

/** 'Download PPTX' of a created record, with export progress and cancel. */
export function DeckActions({ outline, recordId }: { outline: string; recordId: string }) {
  const { t } = useTranslation('generation');
  const deck = useDeckExport(outline);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="success" data-testid="deck-ready">
        {t('deck.generated')}
      </Typography.Text>
      <Space wrap>
        <PrimaryButton
          size="large"
          icon={<DownloadOutlined />}
          loading={deck.downloading}
          onClick={() => deck.download(recordId)}
          data-testid="download-pptx"
        >
          {t('deck.download')}
        </PrimaryButton>
        {deck.downloading && (
          <Button size="large" onClick={deck.cancel} data-testid="download-cancel">
            {t('deck.cancel')}
          </Button>
        )}
      </Space>
      {deck.downloading && (
        <div data-testid="download-progress">
          <Typography.Text type="secondary">{t('deck.preparing')}</Typography.Text>
          <Progress percent={Math.round(deck.progress * 100)} status="active" />
        </div>
      )}
      {deck.downloadError && !deck.downloading && (
        <Alert type="error" showIcon title={deck.downloadError} data-testid="download-error" />
      )}
    </Space>
  );
}

import { FilePptOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../shared/ui';
import { useDeckPreview } from '../hooks/useDeckPreview';
import { useDeckRecord } from '../hooks/useDeckRecord';
import { DeckActions } from './DeckActions';
import { PreviewPanel } from './PreviewPanel';
import { ThemePicker } from './ThemePicker';

/**
 * The deck of a parsed outline: theme choice and 'Generate PPT'; once the record exists, the
 * slide preview as it renders, the theme picker beside it and 'Download PPTX'.
 */
export function DeckPanel({ outline }: { outline: string }) {
  const { t } = useTranslation('generation');
  const deck = useDeckRecord(outline);
  const { recordId, applyingTheme } = deck;
  const preview = useDeckPreview(recordId, applyingTheme !== undefined);

  if (!recordId) {
    return (
      <div className="sc-deck-panel">
        <ThemePicker
          current={deck.chosenTheme}
          applying={undefined}
          onChoose={deck.chooseTheme}
          hint={t('theme.hint')}
        />
        <PrimaryButton
          size="large"
          icon={<FilePptOutlined />}
          loading={deck.generating}
          onClick={deck.generate}
          data-testid="generate-deck"
        >
          {t('deck.generate')}
        </PrimaryButton>
      </div>
    );
  }
  return (
    <Row gutter={[24, 24]} className="sc-deck-panel">
      <Col xs={24} lg={16}>
        <PreviewPanel
          preview={preview.state}
          pollFailed={preview.pollFailed}
          applying={applyingTheme !== undefined}
          retrying={deck.generating}
          onRetry={preview.state?.info.status === 'failed' ? deck.generate : preview.refetch}
        />
        <DeckActions outline={outline} recordId={recordId} />
      </Col>
      <Col xs={24} lg={8}>
        <ThemePicker
          current={preview.state?.info.themeId ?? deck.chosenTheme}
          applying={applyingTheme}
          onChoose={deck.chooseTheme}
        />
      </Col>
    </Row>
  );
}

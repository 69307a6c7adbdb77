import { FilePptOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { outlineTitle } from '@slidecraft/contract';
import { PrimaryButton } from '../../../shared/ui';
import { useDeckRecord } from '../hooks/useDeckRecord';
import { GeneratedDeck } from './GeneratedDeck';
import { ThemePicker } from '../../themes/components/ThemePicker';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

/**
 * The deck of the edited outline: theme choice and 'Generate PPT'; once the record exists, the
 * generated deck (progress, slides, theme, downloads), with 'generate again' when the outline
 * has been edited since.
 */
export function DeckPanel({ outline }: { outline: string }) {
  const { t } = useGenerationFlowTranslation();
  const deck = useDeckRecord(outline);

  if (!deck.recordId) {
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
          {deck.generating ? t('deck.generating') : t('deck.generate')}
        </PrimaryButton>
      </div>
    );
  }
  return (
    <>
      {deck.stale && (
        <Alert
          className="sc-deck-stale"
          type="warning"
          showIcon
          title={t('deck.outlineChanged')}
          action={
            <Button
              icon={<ReloadOutlined />}
              loading={deck.generating}
              onClick={deck.generate}
              data-testid="regenerate-deck"
            >
              {t('deck.regenerate')}
            </Button>
          }
        />
      )}
      <GeneratedDeck
        recordId={deck.recordId}
        title={outlineTitle(outline)}
        chosenTheme={deck.chosenTheme}
        applyingTheme={deck.applyingTheme}
        onChooseTheme={deck.chooseTheme}
        onRetry={deck.retry}
        retrying={deck.retrying}
      />
    </>
  );
}

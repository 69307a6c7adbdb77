import { EditOutlined } from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useDeckPreview } from '../hooks/useDeckPreview';
import { DeckActions } from '../../deck-export/components/DeckActions';
import { PreviewPanel } from './PreviewPanel';
import { ThemePicker } from '../../themes/components/ThemePicker';
import { useEditorTranslation } from '../../deck-editor/editor-texts';

interface GeneratedDeckProps {
  recordId: string;
  /** The deck title (the download's file name) when known before record/info answers. */
  title?: string;
  chosenTheme?: string;
  applyingTheme: string | undefined;
  onChooseTheme: (themeId: string) => void;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A record being generated or generated: progress and slides as they are rendered, retry on
 * failure, the theme picker beside it, and the downloads once every slide is done.
 */
export function GeneratedDeck(props: GeneratedDeckProps) {
  const { t } = useEditorTranslation();
  const { recordId, applyingTheme } = props;
  const preview = useDeckPreview(recordId, applyingTheme !== undefined);
  const info = preview.state?.info;
  // A failed poll is retried by polling again; a failed generation by starting it again.
  const onRetry = info && !preview.pollFailed ? props.onRetry : preview.refetch;
  // A record made without its generation (the open API, or a create that stopped there) is
  // generated when it is opened, once, rather than shown as failed.
  const neverStarted = info?.status === 'not_submit_preview';
  const started = useRef(false);
  const { onRetry: start } = props;
  useEffect(() => {
    if (!neverStarted || started.current) return;
    started.current = true;
    start();
  }, [neverStarted, start]);
  const starting = neverStarted && (props.retrying || !started.current);

  return (
    <Row gutter={[24, 24]} className="sc-deck-panel">
      <Col xs={24} lg={16}>
        <PreviewPanel
          preview={preview.state}
          pollFailed={preview.pollFailed}
          applying={applyingTheme !== undefined}
          retrying={props.retrying}
          starting={starting}
          onRetry={onRetry}
        />
        <DeckActions
          recordId={recordId}
          title={info?.title ?? props.title ?? ''}
          ready={info?.status === 'completed' && applyingTheme === undefined}
        />
        {info?.status === 'completed' && applyingTheme === undefined && (
          <Link to={`/workspace?recordId=${recordId}`} data-testid="open-editor">
            <Button icon={<EditOutlined />} size="large">
              {t('open')}
            </Button>
          </Link>
        )}
      </Col>
      <Col xs={24} lg={8}>
        <ThemePicker
          current={info?.themeId ?? props.chosenTheme}
          applying={applyingTheme}
          onChoose={props.onChooseTheme}
        />
      </Col>
    </Row>
  );
}

import { ReloadOutlined } from '@ant-design/icons';
import { ErrorCode, type GenerationParams, type Outline } from '@slidecraft/contract';
import { Alert, Button, Card, Collapse, Result, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../locale';
import { useOutlineStream } from '../hooks/useOutlineStream';
import type { LandingOutline } from '../landing-outline';
import { OfflineTag } from '../../../shared/ui';
import { formatDate } from '../../../shared/format-date';
import { OutlineEditor } from '../editor/OutlineEditor';
import { withDefaultNote } from '../editor/outline-ops';
import { useOutlineEditor } from '../editor/useOutlineEditor';
import { updateOutlineDraft } from '../outline-draft';
import { parseForEditor } from '../outline-view';
import { DeckPanel } from './DeckPanel';
import { HistoryButton } from './HistoryButton';
import { StreamingOutline } from './StreamingOutline';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

/** The finished outline in the editor, and the deck of whatever the editor holds. */
function EditableOutline({ outline }: { outline: Outline }) {
  const editor = useOutlineEditor(outline);
  // Every edit is kept: a reload shows the outline as last edited.
  useEffect(() => updateOutlineDraft({ text: editor.text }), [editor.text]);
  return (
    <>
      <OutlineEditor editor={editor} />
      <div className="sc-deck-actions">
        <DeckPanel outline={editor.text} />
      </div>
    </>
  );
}

/**
 * The workspace for one set of generation params: the outline streams in, then opens in the
 * editor; 'generate' turns the edited outline into a deck (progress, slides, theme, downloads).
 */
export function OutlineWorkspace({
  params,
  landing = null,
}: {
  params: GenerationParams;
  /** An imported outline (or document text for the chat-import stream) instead of the topic's. */
  landing?: LandingOutline | null;
}) {
  const { t } = useGenerationFlowTranslation();
  const { t: tBox } = useTranslation('generation');
  const { locale } = useLocale();
  const stream = useOutlineStream(params, landing);
  const finished = stream.status === 'done' || stream.status === 'stopped';
  const parsed = useMemo(
    () => (finished ? parseForEditor(stream.text, locale) : null),
    [finished, stream.text, locale],
  );
  // The note the spec gives a new deck: the brand placeholder and today (YYYY-MM-DD).
  const brand = t('editor.brand');
  const initial = useMemo(
    () =>
      parsed?.ok
        ? withDefaultNote(parsed.outline, brand, formatDate(Math.floor(Date.now() / 1000)))
        : null,
    [parsed, brand],
  );

  return (
    <Card className="sc-workspace-card">
      <Space className="sc-workspace-head" wrap>
        <Typography.Text type="secondary">
          {t('workspace.topic', { topic: params.topic })}
        </Typography.Text>
        {params.deep_thinking && <Tag color="gold">{tBox('box.deepThinking')}</Tag>}
        {params.web_search && (
          <Tag color="blue" data-testid="web-search-tag">
            {tBox('box.webSearch')}
          </Tag>
        )}
        {stream.offline && (
          <OfflineTag
            label={t('workspace.offline')}
            hint={t('workspace.offlineHint')}
            testId="offline-tag"
          />
        )}
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
        <HistoryButton />
      </Space>

      {stream.status === 'streaming' && (
        <StreamingOutline text={stream.text} onStop={stream.stop} />
      )}
      {stream.status === 'error' && (
        <Result
          status="error"
          title={t('workspace.failed')}
          // The web search before the outline failed: say what to do (retry, or search off).
          subTitle={
            stream.errorCode === ErrorCode.SEARCH_SERVICE_ERROR
              ? t('workspace.searchFailed')
              : stream.error
          }
          data-testid="outline-error"
        />
      )}
      {initial && <EditableOutline key={stream.text} outline={initial} />}
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

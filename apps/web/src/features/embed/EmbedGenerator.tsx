import { FilePptOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  TOPIC_MAX_LENGTH,
  isBlank,
  outlineTitle,
  sanitizeTopic,
  type GenerationParams,
  type Outline,
  type PageLimit,
} from '@slidecraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { formatDate } from '../../shared/format-date';
import { isAbortError, isApiError } from '../../shared/http';
import { PrimaryButton } from '../../shared/ui';
import { createRecord, startGeneration, streamOutline } from '../generation/api';
import { PageLimitSelect } from '../generation/components/PageLimitSelect';
import { StreamingOutline } from '../generation/components/StreamingOutline';
import { ThemePicker } from '../themes/components/ThemePicker';
import { OutlineEditor } from '../generation/editor/OutlineEditor';
import { withDefaultNote } from '../generation/editor/outline-ops';
import { useOutlineEditor } from '../generation/editor/useOutlineEditor';
import { parseForEditor } from '../generation/outline-view';
import { useLocale } from '../locale';
import type { ParentBridge } from './bridge';
import { fetchSdkRate, loadSdkRecord } from './channel-api';
import { useEmbedTranslation } from './embed-texts';
import { EmbedRecord } from './EmbedRecord';
import { useGenerationFlowTranslation } from '../generation/generation-flow-texts';

const RATE_KEY = ['embed', 'sdk-rate'] as const;

/** The partner's quota left this day or month (GET /api/sdk/rate); nothing while unknown. */
function QuotaLine() {
  const { t } = useEmbedTranslation();
  const rate = useQuery({ queryKey: RATE_KEY, queryFn: ({ signal }) => fetchSdkRate(signal) });
  if (!rate.data) return null;
  const left = Math.max(0, rate.data.aiTimes.total - rate.data.aiTimes.used);
  return (
    <Typography.Text type="secondary" data-testid="embed-quota">
      {t(rate.data.kind === 'decks-per-day' ? 'quotaDay' : 'quotaMonth', { count: left })}
    </Typography.Text>
  );
}

interface StreamState {
  status: 'streaming' | 'done' | 'stopped' | 'error';
  text: string;
  error?: string;
}

/** The outline of `params` streamed once per `run` (X-Channel-Auth: the partner's quota). */
function useEmbedOutline(params: GenerationParams, run: number) {
  const client = useQueryClient();
  const [state, setState] = useState<StreamState>({ status: 'streaming', text: '' });
  const [abort, setAbort] = useState<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setAbort(controller);
    setState({ status: 'streaming', text: '' });
    streamOutline(params, {
      signal: controller.signal,
      onProgress: ({ text }) => setState({ status: 'streaming', text }),
      quiet: 'inline',
    }).then(
      ({ text }) => setState({ status: 'done', text }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const message = isApiError(error) || error instanceof Error ? error.message : '';
        setState((prev) => ({ ...prev, status: 'error', error: message }));
      },
    );
    return () => controller.abort();
  }, [params, run]);
  // Every outline counts against the partner's quota: the line follows.
  useEffect(() => {
    if (state.status !== 'streaming') void client.invalidateQueries({ queryKey: RATE_KEY });
  }, [state.status, client]);
  const stop = () => {
    abort?.abort();
    setState((prev) => (prev.status === 'streaming' ? { ...prev, status: 'stopped' } : prev));
  };
  return { ...state, stop };
}

/** 'Generate slides' for the edited outline, in the theme picked so far; then the deck. */
function EmbedDeck({ outline, bridge }: { outline: string; bridge: ParentBridge }) {
  const { t } = useEmbedTranslation();
  const [themeId, setThemeId] = useState<string>();
  const create = useMutation({
    mutationFn: async (vars: { outline: string; themeId: string | undefined }) => {
      const { recordId } = await createRecord(vars.outline);
      await startGeneration(recordId, vars.themeId).catch(() => undefined);
      return { recordId, outline: vars.outline };
    },
  });
  const generate = () => create.mutateAsync({ outline, themeId }).catch(() => undefined);
  if (!create.data) {
    return (
      <div className="sc-deck-panel">
        <ThemePicker current={themeId} applying={undefined} onChoose={setThemeId} noUpload />
        <PrimaryButton
          size="large"
          icon={<FilePptOutlined />}
          loading={create.isPending}
          onClick={generate}
          data-testid="embed-generate-deck"
        >
          {create.isPending ? t('creating') : t('generateDeck')}
        </PrimaryButton>
      </div>
    );
  }
  return (
    <>
      {create.data.outline !== outline && (
        <Button icon={<ReloadOutlined />} loading={create.isPending} onClick={generate}>
          {t('generateDeck')}
        </Button>
      )}
      <EmbedRecord
        key={create.data.recordId}
        recordId={create.data.recordId}
        title={outlineTitle(create.data.outline)}
        bridge={bridge}
      />
    </>
  );
}

function EditableOutline({ outline, bridge }: { outline: Outline; bridge: ParentBridge }) {
  const editor = useOutlineEditor(outline);
  return (
    <>
      <OutlineEditor editor={editor} />
      <div className="sc-deck-actions">
        <EmbedDeck outline={editor.text} bridge={bridge} />
      </div>
    </>
  );
}

/** The outline streaming in, then in the editor with the deck below it. */
function EmbedOutline(props: {
  params: GenerationParams;
  bridge: ParentBridge;
  onNewTopic: () => void;
}) {
  const { t } = useEmbedTranslation();
  const { t: tg } = useGenerationFlowTranslation();
  const { locale } = useLocale();
  const [run, setRun] = useState(0);
  const stream = useEmbedOutline(props.params, run);
  const finished = stream.status === 'done' || stream.status === 'stopped';
  const parsed = useMemo(
    () => (finished && stream.text.trim() ? parseForEditor(stream.text, locale) : null),
    [finished, stream.text, locale],
  );
  const brand = tg('editor.brand');
  const initial = useMemo(
    () =>
      parsed?.ok
        ? withDefaultNote(parsed.outline, brand, formatDate(Math.floor(Date.now() / 1000)))
        : null,
    [parsed, brand],
  );
  return (
    <>
      <Space className="sc-workspace-head" wrap>
        <Typography.Text type="secondary">{props.params.topic}</Typography.Text>
        {stream.status !== 'streaming' && (
          <Button icon={<ReloadOutlined />} onClick={() => setRun((n) => n + 1)}>
            {t('regenerate')}
          </Button>
        )}
        <Button onClick={props.onNewTopic} data-testid="embed-new-topic">
          {t('newTopic')}
        </Button>
      </Space>
      {stream.status === 'streaming' && (
        <StreamingOutline text={stream.text} onStop={stream.stop} />
      )}
      {stream.status === 'error' && (
        <Result status="error" title={t('outlineFailed')} subTitle={stream.error} />
      )}
      {initial && <EditableOutline key={stream.text} outline={initial} bridge={props.bridge} />}
      {parsed?.ok === false && <Alert type="warning" showIcon title={t('parseFailed')} />}
    </>
  );
}

/** The topic box of the embed: a topic and the page count, then the outline. */
function TopicForm({ onSubmit }: { onSubmit: (params: GenerationParams) => void }) {
  const { t } = useEmbedTranslation();
  const [topic, setTopic] = useState('');
  const [pageLimit, setPageLimit] = useState<PageLimit>('');
  const clean = sanitizeTopic(topic);
  const submit = () => {
    if (isBlank(clean)) return;
    onSubmit({ topic: clean.trim(), deep_thinking: false, page_limit: pageLimit });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Input.TextArea
        aria-label={t('topic')}
        placeholder={t('topicPlaceholder')}
        value={topic}
        maxLength={TOPIC_MAX_LENGTH}
        autoSize={{ minRows: 3, maxRows: 6 }}
        onChange={(event) => setTopic(event.target.value)}
        onPressEnter={(event) => {
          if (!event.shiftKey) {
            event.preventDefault();
            submit();
          }
        }}
        data-testid="embed-topic"
      />
      <Space wrap>
        <PageLimitSelect value={pageLimit} onChange={setPageLimit} />
        <PrimaryButton disabled={isBlank(clean)} onClick={submit} data-testid="embed-write-outline">
          {t('writeOutline')}
        </PrimaryButton>
      </Space>
    </Space>
  );
}

/** A deck opened by the partner (SlideCraft.open({recordId})): POST /api/workspace/sdk/load. */
function OpenedRecord({ recordId, bridge }: { recordId: string; bridge: ParentBridge }) {
  const { t } = useEmbedTranslation();
  const loaded = useQuery({
    queryKey: ['embed', 'sdk-load', recordId],
    queryFn: () => loadSdkRecord(recordId),
    retry: false,
  });
  if (loaded.isPending) return <Spin />;
  if (loaded.isError) return <Result status="warning" title={t('loadFailed')} />;
  return <EmbedRecord recordId={recordId} title={loaded.data.title} bridge={bridge} />;
}

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The generator inside a partner's page: topic, outline, theme, preview, downloads. */
export function EmbedGenerator({ bridge }: { bridge: ParentBridge }) {
  const [params, setParams] = useState<GenerationParams | null>(null);
  const [opened, setOpened] = useState(() => {
    const recordId = new URLSearchParams(window.location.search).get('recordId');
    return recordId && RECORD_ID.test(recordId) ? recordId : null;
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <QuotaLine />
      {opened ? (
        <>
          <OpenedRecord recordId={opened} bridge={bridge} />
          <TopicForm
            onSubmit={(next) => {
              setOpened(null);
              setParams(next);
            }}
          />
        </>
      ) : params ? (
        <EmbedOutline params={params} bridge={bridge} onNewTopic={() => setParams(null)} />
      ) : (
        <TopicForm onSubmit={setParams} />
      )}
    </Space>
  );
}

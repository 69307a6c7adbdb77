import { ErrorCode } from '@slidecraft/contract';
import type { DeckDocument, Slide } from '@slidecraft/deck/scene';
import { Alert, Button, Drawer, Space, Spin, Typography } from 'antd';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_PACKS_PARAM, MEMBERSHIP_PARAM, useMembershipParams } from '../../membership';
import { OfflineTag, StopButton } from '../../../shared/ui';
import type { AiFailure, AiRun } from '../hooks/useAiAction';
import { answerLines } from '../model/ai-edits';
import type { Pictures } from '../model/pictures';
import { slideSvg } from '../model/slide-svg';
import { useEditorTranslation } from '../editor-texts';

interface AiPreviewProps {
  run: AiRun | null;
  /** The deck being edited: the new slides are drawn in its theme. */
  deck: DeckDocument;
  pictures: Pictures;
  desktop: boolean;
  onStop: () => void;
  onApply: () => void;
  onDiscard: () => void;
  onRetry: () => void;
}

/**
 * The answer of an AI action as it streams (a side panel on desktop, a bottom sheet on
 * phones): Stop while it streams, then Apply, Retry or Discard. Nothing changes in the deck
 * before Apply.
 */
export const AiPreview = memo(function AiPreview(props: AiPreviewProps) {
  const { t } = useEditorTranslation();
  const { run } = props;
  const slideNumber = run ? props.deck.slides.findIndex((s) => s.id === run.target.slideId) : -1;
  const title = run
    ? t('ai.title', {
        action: run.target.to
          ? t(`ai.translateTo.${run.target.to}`)
          : t(`ai.actions.${run.target.action}`),
        target:
          run.target.kind === 'text'
            ? t('ai.targetText')
            : t('ai.targetSlide', { n: slideNumber + 1 }),
      })
    : '';
  return (
    <Drawer
      open={run !== null}
      onClose={props.onDiscard}
      placement={props.desktop ? 'right' : 'bottom'}
      size={props.desktop ? 400 : '80%'}
      mask={!props.desktop}
      title={title}
      extra={
        run?.offline && (
          <OfflineTag label={t('ai.offline')} hint={t('ai.offlineHint')} testId="ai-offline-tag" />
        )
      }
      footer={run && <Actions {...props} run={run} />}
      destroyOnHidden
      data-testid="ai-preview"
    >
      {run && <RunBody run={run} deck={props.deck} pictures={props.pictures} />}
    </Drawer>
  );
}, samePreview);

/** A closed panel is not drawn again while the user types (its deck changes on every key). */
function samePreview(before: AiPreviewProps, after: AiPreviewProps): boolean {
  if (before.run === null && after.run === null) return before.desktop === after.desktop;
  const keys = Object.keys(after) as (keyof AiPreviewProps)[];
  return keys.every((key) => before[key] === after[key]);
}

function RunBody(props: { run: AiRun; deck: DeckDocument; pictures: Pictures }) {
  const { t } = useEditorTranslation();
  const { run } = props;
  const lines = run.lines ?? answerLines(run.text);
  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid="ai-preview-body"
      data-status={run.status}
    >
      <Status run={run} />
      {run.failure && <FailureNotice failure={run.failure} />}
      <div aria-live="polite" aria-busy={run.status === 'streaming'} data-testid="ai-preview-text">
        {lines.map((line, index) => (
          <Typography.Paragraph key={index} style={{ marginBottom: 6 }}>
            {line}
          </Typography.Paragraph>
        ))}
      </div>
      {run.slides && <NewSlides deck={props.deck} slides={run.slides} pictures={props.pictures} />}
      {run.status === 'done' && <Typography.Text type="secondary">{t('ai.done')}</Typography.Text>}
    </Space>
  );
}

function Status({ run }: { run: AiRun }) {
  const { t } = useEditorTranslation();
  if (run.status === 'streaming') {
    return (
      <Space role="status">
        <Spin size="small" />
        <Typography.Text>{t('ai.streaming')}</Typography.Text>
      </Space>
    );
  }
  if (run.status === 'stopped') {
    return (
      <Typography.Text type="secondary" role="status">
        {t('ai.stopped')}
      </Typography.Text>
    );
  }
  return null;
}

function NewSlides(props: { deck: DeckDocument; slides: Slide[]; pictures: Pictures }) {
  const { t } = useEditorTranslation();
  const { slides } = props;
  const preview = useMemo(() => ({ ...props.deck, slides }), [props.deck, slides]);
  return (
    <div data-testid="ai-preview-slides">
      <Typography.Text type="secondary">
        {t('ai.newSlides', { count: slides.length })}
      </Typography.Text>
      {slides.map((slide, index) => (
        <div
          key={slide.id}
          className="sc-ed-ai-slide"
          role="img"
          aria-label={t('ai.preview')}
          dangerouslySetInnerHTML={{ __html: slideSvg(preview, index, props.pictures) }}
        />
      ))}
    </div>
  );
}

/** The failure and what to do next: the server's message is already in the user's language. */
function FailureNotice({ failure }: { failure: AiFailure }) {
  const { t } = useEditorTranslation();
  const { t: tCommon } = useTranslation('common');
  // The plans (?mm) and the AI-points packs (?aipacks) open over the editor, which keeps the
  // deck and the preview as they are.
  const membership = useMembershipParams();
  const upgrade = () => membership.set({ [MEMBERSHIP_PARAM]: '' });
  const buyPoints = (
    <Button
      size="small"
      onClick={() => membership.set({ [AI_PACKS_PARAM]: '' })}
      data-testid="ai-buy-points"
    >
      {tCommon('buyAiPoints')}
    </Button>
  );
  let message: string;
  let next: string;
  let action: ReactNode = null;
  if (failure.kind === 'server') {
    message = failure.message || t('ai.failure.empty');
    next = t('ai.next.retry');
    if (failure.code === ErrorCode.UPGRADE_TO_PRO || failure.code === ErrorCode.AI_POINTS_USED_UP) {
      next = failure.code === ErrorCode.UPGRADE_TO_PRO ? t('ai.next.upgrade') : t('ai.next.points');
      action = (
        <Space wrap size={4}>
          <Button size="small" type="primary" onClick={upgrade} data-testid="ai-upgrade">
            {t('ai.upgrade')}
          </Button>
          {failure.code === ErrorCode.AI_POINTS_USED_UP && buyPoints}
        </Space>
      );
    } else if (failure.code === ErrorCode.SENSITIVE_WORDS) {
      next = t('ai.next.edit');
    } else if (failure.code === ErrorCode.MEMBER_AI_LIMIT) {
      next = t('ai.next.tomorrow');
      action = buyPoints;
    } else if (failure.code === ErrorCode.OPERATION_TOO_FREQUENT) {
      next = t('ai.next.wait');
    }
  } else {
    message = t(`ai.failure.${failure.kind}`);
    next = failure.kind === 'notSaved' ? t('ai.next.notSaved') : t('ai.next.retry');
  }
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={next}
      action={action}
      data-testid="ai-preview-error"
    />
  );
}

function Actions(props: AiPreviewProps & { run: AiRun }) {
  const { t } = useEditorTranslation();
  const { run } = props;
  if (run.status === 'streaming') {
    return <StopButton block danger onClick={props.onStop} data-testid="ai-stop" />;
  }
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
      <Button onClick={props.onDiscard} data-testid="ai-discard">
        {run.status === 'done' ? t('ai.discard') : t('ai.close')}
      </Button>
      <Button onClick={props.onRetry} data-testid="ai-retry">
        {t('ai.retry')}
      </Button>
      {run.status === 'done' && (
        <Button type="primary" onClick={props.onApply} data-testid="ai-apply" autoFocus>
          {t('ai.apply')}
        </Button>
      )}
    </Space>
  );
}

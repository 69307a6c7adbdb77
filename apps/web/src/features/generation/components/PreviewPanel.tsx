import { isPreviewFailure } from '@slidecraft/contract';
import { Alert, Button, Progress, Spin, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useSlideSelection } from '../hooks/useSlideSelection';
import type { PreviewState } from '../preview-progress';
import { SlideStrip } from './SlideStrip';
import { ProtectedImg } from '../../user-guide/ProtectedImg';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

interface PreviewPanelProps {
  preview: PreviewState | undefined;
  /** record/info failed (the HTTP client already told the user). */
  pollFailed: boolean;
  /** A theme change is being applied. */
  applying: boolean;
  retrying: boolean;
  /** A never-started generation is being started (not a failure). */
  starting?: boolean;
  onRetry: () => void;
}

/**
 * The deck's slides as they are generated: progress, a large 16:9 slide and a thumbnail strip;
 * the failure states of spec section 4 show 'PPT generation failed' with a retry.
 */
/** What the generation is doing: writing the pages, drawing them, or (all drawn) finishing pictures. */
function progressText(
  { finishPage, totalPage }: { finishPage: number; totalPage: number },
  t: TFunction<'generationFlow'>,
): string {
  if (finishPage === 0) return t('preview.filling');
  // Every page is drawn; the model's pictures may still be coming.
  if (finishPage >= totalPage) return t('preview.finishing');
  return t('preview.rendering', { finish: finishPage, total: totalPage });
}

export function PreviewPanel({
  preview,
  pollFailed,
  applying,
  retrying,
  starting = false,
  onRetry,
}: PreviewPanelProps) {
  const { t } = useGenerationFlowTranslation();
  const slides = preview?.info.slides ?? [];
  const { selected, select, onKeyDown } = useSlideSelection(slides.length);
  const status = preview?.info.status;
  const failed = (isPreviewFailure(status) && !starting) || pollFailed;
  const current = slides[selected];

  return (
    <section
      className="sc-preview"
      aria-label={t('preview.title')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="preview-panel"
    >
      {!failed && status !== 'completed' && preview && (
        <div data-testid="preview-progress" data-value={preview.progress}>
          <Typography.Text type="secondary">{progressText(preview.info, t)}</Typography.Text>
          <Progress percent={Math.round(preview.progress * 100)} status="active" />
        </div>
      )}
      <Spin spinning={applying} description={t('theme.applying')}>
        <div className="sc-slide-frame" data-testid="slide-preview">
          {current ? (
            <ProtectedImg src={current} alt={t('preview.slide', { n: selected + 1 })} />
          ) : (
            !failed && (
              <div className="sc-slide-waiting">
                <Spin />
                <Typography.Text type="secondary">{t('preview.waiting')}</Typography.Text>
              </div>
            )
          )}
        </div>
      </Spin>
      {slides.length > 0 && <SlideStrip slides={slides} selected={selected} onSelect={select} />}
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('preview.failed')}
          action={
            <Button size="small" loading={retrying} onClick={onRetry} data-testid="preview-retry">
              {t('preview.retry')}
            </Button>
          }
          data-testid="preview-failed"
        />
      )}
    </section>
  );
}

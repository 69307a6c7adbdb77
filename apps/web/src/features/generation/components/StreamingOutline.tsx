import { Progress, Space, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { StopButton } from '../../../shared/ui';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

/** A rising, never-complete bar: the length of the final outline is unknown while it streams. */
function streamPercent(length: number): number {
  return Math.round(95 * (1 - Math.exp(-length / 1500)));
}

/** The raw outline text growing while it streams, with progress and a stop button. */
export function StreamingOutline({ text, onStop }: { text: string; onStop: () => void }) {
  const { t } = useGenerationFlowTranslation();
  const pre = useRef<HTMLPreElement>(null);
  useEffect(() => {
    const el = pre.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [text]);
  return (
    <div className="sc-streaming" aria-live="polite">
      <Space className="sc-streaming-bar" wrap>
        <Spin size="small" />
        <Typography.Text>{t('workspace.streaming')}</Typography.Text>
        <Typography.Text type="secondary" data-testid="outline-progress">
          {t('workspace.received', { count: Array.from(text).length })}
        </Typography.Text>
        <StopButton onClick={onStop} data-testid="outline-stop" />
      </Space>
      <Progress percent={streamPercent(text.length)} status="active" showInfo={false} />
      <pre ref={pre} className="sc-outline-raw" data-testid="outline-stream">
        {text}
      </pre>
    </div>
  );
}

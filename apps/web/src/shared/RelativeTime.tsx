import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format-date';
import { relativeTime, timeMs, type TimeValue } from './relative-time';
import { useNow } from './useNow';

/**
 * A past time as the spec shows dates (section 9: 'within 1 minute', minutes, hours, days,
 * months, years), moving on by itself; the exact time is its tooltip and `dateTime`.
 */
export function RelativeTime({ at, className }: { at: TimeValue; className?: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const ms = timeMs(at);
  if (!Number.isFinite(ms)) return null;
  return (
    <time
      className={className}
      dateTime={new Date(ms).toISOString()}
      title={formatDateTime(Math.floor(ms / 1000))}
    >
      {relativeTime(t, at, now)}
    </time>
  );
}

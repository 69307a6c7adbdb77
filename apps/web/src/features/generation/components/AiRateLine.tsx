import { useTranslation } from 'react-i18next';
import { useAiRate } from '../hooks/useAiRate';

/** The user's remaining AI points next to the box; nothing when signed out or unknown. */
export function AiRateLine() {
  const { t } = useTranslation('generation');
  const rate = useAiRate();
  if (!rate) return null;
  const key = rate.member ? 'box.rateMember' : 'box.rate';
  return (
    <span className="sc-ai-rate" data-testid="ai-rate">
      {t(key, { remaining: rate.remaining, total: rate.total })}
    </span>
  );
}

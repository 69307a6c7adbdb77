import { useTranslation } from 'react-i18next';
import { AI_PACKS_PARAM, useMembershipParams } from '../membership-params';
import { useAiRate } from '../useAiRate';

/**
 * The user's remaining AI points next to the box, with 'buy AI points' (the packs, `?aipacks`);
 * nothing when signed out or unknown. Its texts are common ones: the membership texts load
 * with the membership screens.
 */
export function AiRateLine() {
  const { t } = useTranslation('common');
  const { set } = useMembershipParams();
  const rate = useAiRate();
  if (!rate) return null;
  return (
    <>
      <span className="sc-ai-rate" data-testid="ai-rate">
        {t(rate.member ? 'aiRate.member' : 'aiRate.basic', {
          remaining: rate.remaining,
          total: rate.total,
        })}
      </span>
      <button
        type="button"
        className="sc-ai-rate-buy"
        onClick={() => set({ [AI_PACKS_PARAM]: '' })}
        data-testid="buy-ai-points"
      >
        {t('buyAiPoints')}
      </button>
    </>
  );
}

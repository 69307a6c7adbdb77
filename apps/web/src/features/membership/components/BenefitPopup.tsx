import type { ActivityPopup, Coupon } from '@slidecraft/contract';
import { useEffect } from 'react';
import { Money, PrimaryButton, ResponsiveDialog } from '../../../shared/ui';
import type { BenefitKind } from '../benefit-offer';
import { deadlineOf, formatCountdown, useCountdown } from '../countdown';
import { useMembershipTranslation } from '../membership-texts';

/** What the limited-time benefit popup shows, and where 'use now' leads. */
export interface BenefitOffer {
  kind: BenefitKind;
  title: string;
  description: string;
  /** The reduction, in yuan. */
  reduceYuan: number;
  /** When the countdown ends (ms since the epoch). */
  deadline: number;
  /** The operator's button text; null: the page's own ('use now'). */
  buttonText: string | null;
  /** The plan the membership screen opens on (null: its default). */
  productId: string | null;
  /** The promo code preset in the membership screen (null: none). */
  promoCode: string | null;
}

/** The retention coupon just issued: 'use now' opens the membership on a plan it reduces. */
export function retentionOffer(coupon: Coupon, answeredAt: number): BenefitOffer {
  return {
    kind: 'retention',
    title: coupon.title,
    description: coupon.description,
    reduceYuan: coupon.reduce_amount_cny,
    deadline: deadlineOf(answeredAt, coupon.remaining_seconds),
    buttonText: null,
    productId: coupon.support_products[0] ?? null,
    promoCode: null,
  };
}

/** The operator's popup: 'use now' opens its plan with its promo code. */
export function activityOffer(popup: NonNullable<ActivityPopup>, answeredAt: number): BenefitOffer {
  return {
    kind: 'activity',
    title: popup.title,
    description: popup.description,
    reduceYuan: popup.reduce_amount_cny,
    deadline: deadlineOf(answeredAt, popup.remaining_seconds),
    buttonText: popup.buttonText,
    productId: popup.productId,
    promoCode: popup.promoCode,
  };
}

/**
 * The limited-time benefit popup (spec section 2): the countdown (hh:mm:ss), the reduction in
 * yuan, title, description and 'use now'. A modal on desktop, a bottom drawer on mobile; it
 * closes itself when the countdown ends.
 */
export function BenefitPopup({
  offer,
  open,
  desktop,
  onUse,
  onClose,
}: {
  offer: BenefitOffer | null;
  open: boolean;
  desktop: boolean;
  onUse: () => void;
  onClose: () => void;
}) {
  const { t } = useMembershipTranslation();
  const body = offer && (
    <BenefitBody offer={offer} badge={desktop} onUse={onUse} onEnded={onClose} />
  );
  return (
    <ResponsiveDialog
      open={open && offer !== null}
      desktop={desktop}
      onClose={onClose}
      drawerTitle={t('benefit.badge')}
      width={360}
      name="sc-benefit"
    >
      {body}
    </ResponsiveDialog>
  );
}

function BenefitBody({
  offer,
  badge,
  onUse,
  onEnded,
}: {
  offer: BenefitOffer;
  /** The 'limited-time offer' badge (the drawer has it as its title). */
  badge: boolean;
  onUse: () => void;
  onEnded: () => void;
}) {
  const { t } = useMembershipTranslation();
  const left = useCountdown(offer.deadline);
  const ended = left === 0;
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  return (
    <div className="sc-benefit" data-testid="benefit-popup" data-kind={offer.kind}>
      {badge && <div className="sc-benefit-badge">{t('benefit.badge')}</div>}
      <div className="sc-benefit-amount" data-testid="benefit-reduce">
        <span className="sc-benefit-reduce-label">{t('benefit.reduce')}</span>
        <Money cents={Math.round(offer.reduceYuan * 100)} size={44} />
      </div>
      <h3 className="sc-benefit-title" data-testid="benefit-title">
        {offer.title}
      </h3>
      {offer.description && (
        <p className="sc-benefit-description" data-testid="benefit-description">
          {offer.description}
        </p>
      )}
      <div className="sc-benefit-countdown" data-testid="benefit-countdown">
        {t('benefit.endsAfter', { time: formatCountdown(left) })}
      </div>
      <PrimaryButton block size="large" onClick={onUse} data-testid="benefit-use">
        {offer.buttonText ?? t('benefit.use')}
      </PrimaryButton>
    </div>
  );
}

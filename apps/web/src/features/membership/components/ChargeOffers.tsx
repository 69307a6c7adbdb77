import { ClockCircleOutlined, TagFilled } from '@ant-design/icons';
import { COUPON_REFRESH_AFTER_MS, type ChargeResult } from '@slidecraft/contract';
import { Button, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatMoney, Money } from '../../../shared/ui';
import { deadlineOf, formatCountdown, useCountdown } from '../countdown';
import { useMembershipTranslation } from '../membership-texts';

/** Yuan (the API's reductions) as the page writes money: `¥20`, `¥9.9`. */
export const yuan = (amount: number) => formatMoney(Math.round(amount * 100));

/** The plan's price struck through beside the reduced one (when something reduced it). */
export function ListPrice({ charge }: { charge: ChargeResult | undefined }) {
  const { t } = useMembershipTranslation();
  const list = charge?.listAmount;
  if (!charge || list === undefined || list <= charge.orderAmount) return null;
  return (
    <s className="sc-list-price" data-testid="list-price" aria-label={t('listPrice')}>
      <Money cents={list} size={14} style={{ fontWeight: 400 }} />
    </s>
  );
}

/**
 * The coupon of the charge (spec sections 2 and 4): what it takes off and 'expires after
 * hh:mm:ss', counted down each second from when the charge was answered; at zero the charge is
 * asked again 0.5 s later, so the price goes back to the plan's.
 */
export function CouponBar({
  coupon,
  answeredAt,
  onExpired,
}: {
  coupon: NonNullable<ChargeResult['coupon']>;
  /** When the charge was answered (ms). */
  answeredAt: number;
  onExpired: () => void;
}) {
  const { t } = useMembershipTranslation();
  const deadline = deadlineOf(answeredAt, coupon.remaining_seconds);
  const left = useCountdown(deadline);
  const expired = left === 0;
  const expire = useRef(onExpired);
  useEffect(() => {
    expire.current = onExpired;
  }, [onExpired]);
  useEffect(() => {
    if (!expired) return;
    const id = window.setTimeout(() => expire.current(), COUPON_REFRESH_AFTER_MS);
    return () => window.clearTimeout(id);
  }, [expired, deadline]);
  return (
    <div className="sc-coupon-bar" data-testid="coupon-bar">
      <span className="sc-coupon-label">
        <TagFilled /> {t('coupon.label')}
      </span>
      <span className="sc-coupon-reduce" data-testid="coupon-reduce">
        -{yuan(coupon.reduce_amount_cny)}
      </span>
      <span className="sc-coupon-countdown" data-testid="coupon-countdown">
        <ClockCircleOutlined /> {t('coupon.expiresAfter', { time: formatCountdown(left) })}
      </span>
    </div>
  );
}

/**
 * 'Have a promo code?': a link that opens a small input; applying a code asks for the charge
 * with it (the server decides: `promo` null means it does not apply to this plan). A preset
 * code (chargeParams' promoCode) shows it open.
 */
export function PromoCodeField({
  applied,
  onApply,
  charge,
}: {
  /** The code the charge is asked with ('' for none). */
  applied: string;
  onApply: (code: string) => void;
  /** The charge answered for `applied` (undefined while it loads). */
  charge: ChargeResult | undefined;
}) {
  const { t } = useMembershipTranslation();
  const [open, setOpen] = useState(applied !== '');
  const [draft, setDraft] = useState(applied);
  if (!open) {
    return (
      <Button
        type="link"
        size="small"
        className="sc-promo-link"
        onClick={() => setOpen(true)}
        data-testid="promo-link"
      >
        {t('promo.link')}
      </Button>
    );
  }
  const apply = () => onApply(draft.trim().toUpperCase());
  return (
    <div className="sc-promo" data-testid="promo-field">
      <Space.Compact size="small">
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={apply}
          placeholder={t('promo.placeholder')}
          maxLength={32}
          aria-label={t('promo.placeholder')}
          autoFocus={applied === ''}
          data-testid="promo-input"
        />
        <Button onClick={apply} data-testid="promo-apply">
          {t('promo.apply')}
        </Button>
      </Space.Compact>
      {applied !== '' && charge && (
        <div
          className={charge.promo ? 'sc-promo-result is-applied' : 'sc-promo-result'}
          data-testid="promo-result"
          role="status"
        >
          {charge.promo
            ? t('promo.applied', {
                code: charge.promo.code,
                amount: yuan(charge.promo.reduce_amount_cny),
              })
            : t('promo.notApplicable')}
        </div>
      )}
    </div>
  );
}

import { CheckCircleFilled, CrownFilled, UserOutlined } from '@ant-design/icons';
import {
  LIFETIME_END_AT,
  type OrderStatus,
  type Product,
  type UserInfo,
} from '@slidecraft/contract';
import { Avatar, Button, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { openSupport } from '../../../shared/config';
import { formatDate } from '../../../shared/format-date';
import { useCharge, useProducts } from '../hooks';
import { usePaymentChoice } from '../payment-choice';
import { couponApplies, useMyCoupon } from '../promotion-api';
import { BuyBar } from './BuyBar';
import { CouponBar, PromoCodeField } from './ChargeOffers';
import { PayAgreement } from './PayAgreement';
import { ProductCards } from './ProductCards';
import { QrPay } from './QrPay';
import { UnionRedeemEntry } from './UnionRedeemTip';
import { useMembershipTranslation } from '../membership-texts';

function defaultProduct(products: readonly Product[], preset: string | null): string | null {
  if (preset && products.some((p) => p.id === preset)) return preset;
  return (products.find((p) => p.select) ?? products[0])?.id ?? null;
}

export interface MembershipPanelProps {
  user: UserInfo;
  desktop: boolean;
  presetProductId: string | null;
  /** chargeParams' promoCode (`?promoCode=`): the charge is asked with it from the start. */
  presetPromoCode?: string | null;
  onPaid: (status: OrderStatus) => void;
  /** Opens the redeem-code dialog ('have a redeem code?'). */
  onRedeem?: () => void;
  onBack?: () => void;
}

/**
 * The membership modal's and drawer's content (spec section 2): the user and tier, the rights,
 * the plans, and paying: a QR polled every 5 s on desktop, a buy bar that goes to the
 * provider's page on mobile.
 */
export function MembershipPanel({
  user,
  desktop,
  presetProductId,
  presetPromoCode = null,
  onPaid,
  onRedeem,
  onBack,
}: MembershipPanelProps) {
  const { t } = useMembershipTranslation();
  const products = useProducts();
  const items = useMemo(() => products.data?.items ?? [], [products.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const productId = selected ?? defaultProduct(items, presetProductId);
  const product = items.find((p) => p.id === productId) ?? null;
  const offered = useMemo(() => products.data?.payments ?? [], [products.data]);
  const { payment, setPayment, switchable, direct } = usePaymentChoice(offered);
  const canPay = !products.isPending && payment !== null;
  const [promoCode, setPromoCode] = useState(() => presetPromoCode?.trim().toUpperCase() ?? '');
  // Desktop asks for the QR (priced with coupon and promo code) of the plan shown. The drawer
  // pays through an order made on 'buy', so it asks for a price only when something reduces it
  // (a live coupon for the plan, a promo code): no QR order for every plan looked at.
  const myCoupon = useMyCoupon(user.id, !desktop);
  const priced = desktop || promoCode !== '' || couponApplies(myCoupon.data, product);
  const charge = useCharge(
    product?.id ?? null,
    payment ?? 'wechat',
    user.id,
    promoCode,
    canPay && priced,
  );
  const refetchCharge = charge.refetch;
  const couponExpired = useCallback(() => void refetchCharge(), [refetchCharge]);
  const chargeData = canPay && priced ? charge.data : undefined;
  const couponBar = chargeData?.coupon && (
    <CouponBar
      coupon={chargeData.coupon}
      answeredAt={charge.dataUpdatedAt}
      onExpired={couponExpired}
    />
  );
  const promoField = canPay && (
    <PromoCodeField applied={promoCode} onApply={setPromoCode} charge={chargeData} />
  );

  return (
    <div
      className={desktop ? 'sc-membership' : 'sc-membership is-mobile'}
      data-testid="membership-panel"
    >
      <header className="sc-membership-head">
        {onBack && (
          <Button type="text" onClick={onBack} aria-label={t('back')}>
            ‹
          </Button>
        )}
        <Avatar size={40} src={user.avatar || undefined} icon={<UserOutlined />} />
        <div className="sc-membership-who">
          <Typography.Text strong>{user.name}</Typography.Text>{' '}
          <Tag color={user.isRole ? 'gold' : 'default'} data-testid="membership-tier">
            {user.isRole ? t('professional') : t('basic')}
          </Tag>
          <div>
            <Typography.Text type="secondary" data-testid="membership-expiry">
              {user.isRole && desktop
                ? t('expires', { date: formatDate(user.endAt) })
                : t('notMember')}
            </Typography.Text>
          </div>
        </div>
        {!desktop && (
          <Button size="small" onClick={openSupport}>
            {t('support')}
          </Button>
        )}
      </header>
      <div className="sc-membership-body">
        <section className="sc-membership-rights">
          <Typography.Title level={5}>
            <CrownFilled style={{ color: '#FAAD14' }} /> {t('rights')}
          </Typography.Title>
          <ul>
            {(items[0]?.rights ?? []).map((right) => (
              <li key={right.icon}>
                <CheckCircleFilled style={{ color: '#52c41a' }} /> {right.title}
              </li>
            ))}
          </ul>
          <Link to="/pricing#RightsComprison">{t('compare')}</Link>
        </section>
        <section className="sc-membership-buy">
          {products.isPending ? (
            <Skeleton active />
          ) : (
            <ProductCards products={items} selected={productId} onSelect={setSelected} />
          )}
          {!desktop && <ExpiryLine user={user} />}
          {!desktop && couponBar}
          {product && desktop && payment && (
            <QrPay
              product={product}
              payment={payment}
              charge={charge}
              couponBar={couponBar}
              offered={switchable}
              onPayment={setPayment}
              onPaid={onPaid}
            />
          )}
          {promoField}
          {!products.isPending && !canPay && (
            <Typography.Text type="warning" data-testid="pay-unavailable">
              {t('payUnavailable')}
            </Typography.Text>
          )}
          <PayAgreement>
            {product?.isUnionProduct && <UnionRedeemEntry desktop={desktop} />}
          </PayAgreement>
          {onRedeem && (
            <Button
              type="link"
              size="small"
              className="sc-membership-redeem"
              onClick={onRedeem}
              data-testid="membership-redeem"
            >
              {t('redeem.link')}
            </Button>
          )}
        </section>
      </div>
      {product && !desktop && canPay && (
        <BuyBar
          product={product}
          payment={direct}
          offered={offered}
          user={user}
          promoCode={promoCode}
          charge={chargeData}
        />
      )}
    </div>
  );
}

/** Mobile: the member's end date under the plans (the header carries the upgrade line there). */
function ExpiryLine({ user }: { user: UserInfo }) {
  const { t } = useMembershipTranslation();
  const text = !user.isRole
    ? t('expiryNone')
    : user.endAt >= LIFETIME_END_AT
      ? t('expiryLifetime')
      : t('expiryLine', { date: formatDate(user.endAt) });
  return (
    <p className="sc-membership-expiry-line" data-testid="membership-expiry-line">
      {text}
    </p>
  );
}

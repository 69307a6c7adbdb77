import { CheckCircleFilled, CrownFilled, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import {
  LIFETIME_END_AT,
  type ChargeResult,
  type OrderStatus,
  type Payment,
  type Product,
  type UserInfo,
} from '@slidecraft/contract';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Avatar, Button, Drawer, QRCode, Radio, Skeleton, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openSupport } from '../../../shared/config';
import { isDevice } from '../../../shared/device';
import { formatDate } from '../../../shared/format-date';
import { Money, PrimaryButton } from '../../../shared/ui';
import { membershipKeys } from '../api';
import { useCharge, useOrderStatus, useProducts } from '../hooks';
import { MEMBERSHIP_PAY, type PayChannel, type PayItem } from '../pay-channels';
import { couponApplies, useMyCoupon } from '../promotion-api';
import { CouponBar, ListPrice, PromoCodeField } from './ChargeOffers';
import { ProductCards } from './ProductCards';
import { UnionRedeemEntry } from './UnionRedeemTip';

/** QR size of spec section 9. */
const QR_SIZE = 118;
const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Inside WeChat or Alipay the method is theirs (when it is offered); elsewhere the user picks. */
export function automaticPayment(offered: readonly Payment[]): Payment | null {
  const inApp = isDevice('WECHAT') ? 'wechat' : isDevice('ALIPAY') ? 'alipay' : null;
  return inApp && offered.includes(inApp) ? inApp : null;
}

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
  const { t } = useTranslation('membership');
  const products = useProducts();
  const items = useMemo(() => products.data?.items ?? [], [products.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const productId = selected ?? defaultProduct(items, presetProductId);
  const product = items.find((p) => p.id === productId) ?? null;
  const offered = useMemo(() => products.data?.payments ?? [], [products.data]);
  const auto = automaticPayment(offered);
  const [chosen, setPayment] = useState<Payment | null>(null);
  const payment = auto ?? (chosen && offered.includes(chosen) ? chosen : offered[0]) ?? null;
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
              offered={auto ? [] : offered}
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
          // One method (in-app, or the only one offered) needs no choosing.
          payment={auto ?? (offered.length === 1 ? offered[0]! : null)}
          offered={offered}
          user={user}
          promoCode={promoCode}
          charge={chargeData}
        />
      )}
    </div>
  );
}

/** 'Paying means agreeing to the user agreement and privacy policy' (both open in a new tab). */
export function PayAgreement({ children }: { children?: ReactNode }) {
  return (
    <p className="sc-membership-terms">
      <Trans
        ns="membership"
        i18nKey="agreement"
        components={{
          ua: <a href="/legal/user-agreement" {...linkProps} />,
          pp: <a href="/legal/privacy-policy" {...linkProps} />,
        }}
      />
      {children}
    </p>
  );
}

/** Mobile: the member's end date under the plans (the header carries the upgrade line there). */
function ExpiryLine({ user }: { user: UserInfo }) {
  const { t } = useTranslation('membership');
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

/** Desktop: the QR of the selected plan, polled every 5 s, with its overlays. */
export function QrPay({
  channel = MEMBERSHIP_PAY,
  product,
  payment,
  charge,
  couponBar,
  offered,
  onPayment,
  onPaid,
}: {
  /** Plans by default; the AI-points packs pass theirs. */
  channel?: PayChannel;
  product: PayItem;
  payment: Payment;
  /** The charge of this plan, method and promo code. */
  charge: UseQueryResult<ChargeResult>;
  /** The charge's coupon and its countdown, when it has one. */
  couponBar: ReactNode;
  /** The methods to switch between (none shown with fewer than two). */
  offered: readonly Payment[];
  onPayment: (p: Payment) => void;
  onPaid: (status: OrderStatus) => void;
}) {
  const { t } = useTranslation('membership');
  const queryClient = useQueryClient();
  const status = useOrderStatus(charge.data?.key ?? null, channel.status);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const s = status.data;
    if (s?.orderStatus === 'paid' && reported.current !== s.orderNumber) {
      reported.current = s.orderNumber;
      onPaid(s);
    }
  }, [status.data, onPaid]);
  const refresh = () => {
    void queryClient.removeQueries({ queryKey: membershipKeys.status(charge.data?.key ?? '') });
    void charge.refetch();
  };
  const overlay = status.expired
    ? t('expired')
    : status.data?.status === 'scan'
      ? t('paying')
      : null;
  const method = t(payment);
  return (
    <div className="sc-qr-pay">
      <div
        className="sc-qr-box"
        data-testid="pay-qr"
        data-order-number={charge.data?.orderNumber ?? ''}
      >
        {charge.isPending ? (
          <Spin />
        ) : charge.isError ? (
          <Button size="small" onClick={() => void charge.refetch()}>
            {t('retry')}
          </Button>
        ) : (
          <QRCode value={charge.data.url} size={QR_SIZE} type="svg" bordered={false} />
        )}
        {overlay && (
          <button
            type="button"
            className="sc-qr-overlay"
            onClick={refresh}
            data-testid="pay-qr-overlay"
          >
            <span>{overlay}</span>
            <span>
              <ReloadOutlined /> {t('refresh')}
            </span>
          </button>
        )}
      </div>
      <div className="sc-qr-side">
        <div>
          {t('amount')}{' '}
          <span data-testid="pay-amount">
            <Money cents={charge.data?.orderAmount ?? product.price.pay} size={28} />
          </span>{' '}
          <ListPrice charge={charge.data} />
        </div>
        {couponBar}
        {charge.data && channel.grantsMembership && (
          <Typography.Text type="secondary" data-testid="pay-end-at">
            {charge.data.endAt >= LIFETIME_END_AT
              ? t('lifetime')
              : t('endAfter', { date: formatDate(charge.data.endAt) })}
          </Typography.Text>
        )}
        <div className="sc-qr-hint">{t('scanToPay', { method })}</div>
        {offered.length > 1 && (
          <Radio.Group
            value={payment}
            onChange={(e) => onPayment(e.target.value as Payment)}
            optionType="button"
            options={offered.map((value) => ({ value, label: t(value) }))}
            aria-label={t('payWith')}
          />
        )}
      </div>
    </div>
  );
}

/** Mobile: the buy bar; the method comes from the in-app browser or the payment-method drawer. */
export function BuyBar({
  channel = MEMBERSHIP_PAY,
  product,
  payment,
  offered,
  user,
  promoCode,
  charge,
}: {
  /** Plans by default; the AI-points packs pass theirs. */
  channel?: PayChannel;
  product: PayItem;
  payment: Payment | null;
  offered: readonly Payment[];
  user: UserInfo;
  /** Sent with the order: the server prices it again. */
  promoCode: string;
  /** The plan's price with coupon and promo code, when asked for. */
  charge: ChargeResult | undefined;
}) {
  const { t } = useTranslation('membership');
  const [choosing, setChoosing] = useState(false);
  const [opening, setOpening] = useState<Payment | null>(null);
  const pay = async (method: Payment) => {
    setOpening(method);
    try {
      const order = await channel.h5(product.id, method, channel.callback(), promoCode);
      window.location.assign(order.payUrl);
    } catch {
      // The failure was already shown (toast); the user can try again.
      setOpening(null);
    }
  };
  return (
    <div className="sc-buy-bar" data-user={user.id}>
      <span className="sc-buy-price">
        <span data-testid="pay-amount">
          <Money cents={charge?.orderAmount ?? product.price.pay} size={24} />
        </span>{' '}
        <ListPrice charge={charge} />
      </span>
      <PrimaryButton
        size="large"
        onClick={() => (payment ? void pay(payment) : setChoosing(true))}
        loading={opening !== null && !choosing}
        data-testid="buy-button"
      >
        {t('buy')}
      </PrimaryButton>
      <Drawer
        open={choosing}
        onClose={() => setChoosing(false)}
        placement="bottom"
        title={t('choosePayment')}
        size="auto"
      >
        {offered.map((method) => (
          <PrimaryButton
            key={method}
            block
            size="large"
            style={{ marginBottom: 12 }}
            loading={opening === method}
            disabled={opening !== null && opening !== method}
            onClick={() => void pay(method)}
            data-testid={`pay-with-${method}`}
          >
            {t(method)}
          </PrimaryButton>
        ))}
      </Drawer>
    </div>
  );
}

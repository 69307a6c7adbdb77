import { ReloadOutlined } from '@ant-design/icons';
import {
  LIFETIME_END_AT,
  type ChargeResult,
  type OrderStatus,
  type Payment,
} from '@slidecraft/contract';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Button, QRCode, Radio, Spin, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatDate } from '../../../shared/format-date';
import { Money } from '../../../shared/ui';
import { membershipKeys } from '../api';
import { useOrderStatus } from '../hooks';
import { MEMBERSHIP_PAY, type PayChannel, type PayItem } from '../pay-channels';
import { ListPrice } from './ChargeOffers';
import { useMembershipTranslation } from '../membership-texts';

/** QR size of spec section 9. */
const QR_SIZE = 118;

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
  const { t } = useMembershipTranslation();
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

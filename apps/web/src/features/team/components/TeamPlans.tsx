import { ReloadOutlined } from '@ant-design/icons';
import type { Payment, TeamProduct } from '@slidecraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, QRCode, Radio, Skeleton, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Money, PrimaryButton, toast } from '../../../shared/ui';
import { useOrderStatus, useRefreshMembership } from '../../membership';
import { membershipKeys } from '../../membership/api';
import { createTeamH5Order, fetchTeamCharge, isTeamCharge, isTeamQuery, teamKeys } from '../api';
import { useTeamProducts } from '../hooks';
import { useTeamTranslation } from '../team-texts';

/** QR size of spec section 9 (as the membership modal's). */
const QR_SIZE = 118;

/** The owner's team plans: a QR polled every 5 s on desktop, the provider's page on mobile. */
export function TeamPlans({
  teamId,
  renew,
  desktop,
}: {
  teamId: string;
  renew: boolean;
  desktop: boolean;
}) {
  const { t } = useTeamTranslation();
  const products = useTeamProducts(teamId);
  const items = products.data?.items ?? [];
  const offered = products.data?.payments ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const product =
    items.find((p) => p.id === selected) ?? items.find((p) => p.select) ?? items[0] ?? null;
  const [chosen, setChosen] = useState<Payment | null>(null);
  const payment = (chosen && offered.includes(chosen) ? chosen : offered[0]) ?? null;

  return (
    <Card title={renew ? t('plans.renew') : t('plans.title')} data-testid="team-plans">
      {products.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Typography.Text type="secondary">{t('plans.none')}</Typography.Text>
      ) : (
        <>
          <Radio.Group
            value={product?.id}
            onChange={(e) => setSelected(e.target.value as string)}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}
          >
            {items.map((p) => (
              <PlanCard key={p.id} product={p} />
            ))}
          </Radio.Group>
          {offered.length > 1 && (
            <div style={{ marginBottom: 12 }}>
              <Radio.Group
                value={payment}
                onChange={(e) => setChosen(e.target.value as Payment)}
                optionType="button"
                options={offered.map((value) => ({ value, label: t(`plans.${value}`) }))}
                aria-label={t('plans.payWith')}
              />
            </div>
          )}
          {product && payment && desktop && (
            <TeamQrPay product={product} teamId={teamId} payment={payment} />
          )}
          {product && payment && !desktop && (
            <TeamBuyButton product={product} teamId={teamId} payment={payment} />
          )}
        </>
      )}
    </Card>
  );
}

function PlanCard({ product }: { product: TeamProduct }) {
  const { t } = useTeamTranslation();
  return (
    <Radio.Button
      value={product.id}
      style={{ height: 'auto', padding: '8px 16px', lineHeight: 1.6 }}
    >
      <div data-testid={`team-plan-${product.id}`}>
        <Typography.Text strong>{product.title}</Typography.Text>
      </div>
      <div>
        <Money cents={product.price.pay} size={20} />
      </div>
      <Typography.Text type="secondary">
        {t('plans.seats', { count: product.seats })} ·{' '}
        {product.durationDays === null
          ? t('plans.lifetime')
          : t('plans.days', { count: product.durationDays })}
      </Typography.Text>
    </Radio.Button>
  );
}

/** After a paid order: the team (end, seats), the signed-in user's tier and the plans reload. */
function useTeamPaid() {
  const queryClient = useQueryClient();
  const refreshMembership = useRefreshMembership();
  const { t } = useTeamTranslation();
  return useCallback(() => {
    toast.success(t('plans.paid'));
    queryClient.removeQueries({ predicate: isTeamCharge });
    void queryClient.invalidateQueries({ predicate: isTeamQuery });
    refreshMembership();
  }, [queryClient, refreshMembership, t]);
}

/** Desktop: the QR of the selected plan for this team, polled every 5 s. */
function TeamQrPay({
  product,
  teamId,
  payment,
}: {
  product: TeamProduct;
  teamId: string;
  payment: Payment;
}) {
  const { t } = useTeamTranslation();
  const queryClient = useQueryClient();
  const charge = useQuery({
    queryKey: teamKeys.charge(product.id, teamId, payment),
    queryFn: ({ signal }) => fetchTeamCharge(product.id, teamId, payment, signal),
    staleTime: Infinity,
    retry: false,
  });
  const status = useOrderStatus(charge.data?.key ?? null);
  const onPaid = useTeamPaid();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const s = status.data;
    if (s?.orderStatus === 'paid' && reported.current !== s.orderNumber) {
      reported.current = s.orderNumber;
      onPaid();
    }
  }, [status.data, onPaid]);
  const refresh = () => {
    queryClient.removeQueries({ queryKey: membershipKeys.status(charge.data?.key ?? '') });
    void charge.refetch();
  };
  const overlay = status.expired
    ? t('plans.expired')
    : status.data?.status === 'scan'
      ? t('plans.paying')
      : null;
  return (
    <div className="sc-qr-pay">
      <div
        className="sc-qr-box"
        data-testid="team-pay-qr"
        data-order-number={charge.data?.orderNumber ?? ''}
      >
        {charge.isPending ? (
          <Spin />
        ) : charge.isError ? (
          <Button size="small" onClick={() => void charge.refetch()}>
            {t('plans.retry')}
          </Button>
        ) : (
          <QRCode value={charge.data.url} size={QR_SIZE} type="svg" bordered={false} />
        )}
        {overlay && (
          <button type="button" className="sc-qr-overlay" onClick={refresh}>
            <span>{overlay}</span>
            <span>
              <ReloadOutlined /> {t('plans.refresh')}
            </span>
          </button>
        )}
      </div>
      <div className="sc-qr-side">
        <div>
          {t('plans.amount')}{' '}
          <span data-testid="team-pay-amount">
            <Money cents={charge.data?.orderAmount ?? product.price.pay} size={28} />
          </span>
        </div>
        <Typography.Text type="secondary">
          {t('plans.scanToPay', { method: t(`plans.${payment}`) })}
        </Typography.Text>
      </div>
    </div>
  );
}

/** Mobile: an order made on 'buy', paid on the provider's page, back on /team. */
function TeamBuyButton({
  product,
  teamId,
  payment,
}: {
  product: TeamProduct;
  teamId: string;
  payment: Payment;
}) {
  const { t } = useTeamTranslation();
  const [opening, setOpening] = useState(false);
  const buy = async () => {
    setOpening(true);
    try {
      const order = await createTeamH5Order(product.id, teamId, payment, '/team');
      window.location.assign(order.payUrl);
    } catch {
      // Already shown (toast); the owner can try again.
      setOpening(false);
    }
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <span data-testid="team-pay-amount">
        <Money cents={product.price.pay} size={24} />
      </span>
      <PrimaryButton
        size="large"
        loading={opening}
        onClick={() => void buy()}
        data-testid="team-buy-button"
      >
        {t('plans.buy')}
      </PrimaryButton>
    </div>
  );
}

import { CheckCircleFilled } from '@ant-design/icons';
import type { OrderStatus, UserInfo } from '@slidecraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { PrimaryButton, ResponsiveDialog } from '../../../shared/ui';
import { AI_RATE_KEY } from '../useAiRate';
import { aiPackKeys, fetchAiPackInfo, fetchAiPackOrderStatus, fetchAiPacks } from '../ai-packs-api';
import { useCharge, useOrderStatus, useRefreshMembership } from '../hooks';
import { ORDER_NUMBER_PARAM, useMembershipParams } from '../membership-params';
import { AI_PACK_PAY } from '../pay-channels';
import { usePaymentChoice } from '../payment-choice';
import { BuyBar } from './BuyBar';
import { PayAgreement } from './PayAgreement';
import { ProductCards } from './ProductCards';
import { QrPay } from './QrPay';
import { useMembershipTranslation } from '../membership-texts';

/**
 * The AI-points packs (`?aipacks`; spec sections 2 and 7): a modal on desktop, a bottom drawer on
 * mobile. The packs, the payment like the membership modal's (the QR polled every 5 s on
 * desktop, the buy bar and the provider's page on mobile), then the points the user now has.
 * Back from a mobile payment (`?orderNumber` with `?aipacks`), it shows that order's result.
 */
export function AiPacksDialog({
  open,
  user,
  desktop,
  onClose,
}: {
  open: boolean;
  user: UserInfo | null;
  desktop: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const body = user && <AiPacksPanel user={user} desktop={desktop} onDone={onClose} />;
  return (
    <ResponsiveDialog
      open={open}
      desktop={desktop}
      onClose={onClose}
      title={t('buyAiPoints')}
      width={640}
      name="sc-ai-packs"
    >
      {body}
    </ResponsiveDialog>
  );
}

/** Points left: the total (allowance and packs) less what the allowance used. */
const remaining = (info: { total: number; used: number }) => Math.max(0, info.total - info.used);

function useAiPackInfo(userId: string, fresh = false) {
  return useQuery({
    queryKey: aiPackKeys.info(userId),
    queryFn: ({ signal }) => fetchAiPackInfo(signal),
    retry: false,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

function AiPacksPanel({
  user,
  desktop,
  onDone,
}: {
  user: UserInfo;
  desktop: boolean;
  onDone: () => void;
}) {
  const { params, set } = useMembershipParams();
  const returned = params.get(ORDER_NUMBER_PARAM);
  const queryClient = useQueryClient();
  const refresh = useRefreshMembership();
  const [paid, setPaid] = useState<OrderStatus | null>(null);
  const settle = useCallback(
    (status: OrderStatus) => {
      // The next QR is a new order; the AI points shown anywhere load again.
      refresh({ paid: true });
      void queryClient.invalidateQueries({ queryKey: AI_RATE_KEY });
      setPaid(status);
    },
    [refresh, queryClient],
  );
  if (paid) return <PackSuccess status={paid} userId={user.id} onOk={onDone} />;
  if (returned) {
    return (
      <ReturnedOrder
        orderNumber={returned}
        onPaid={settle}
        onAgain={() => set({ [ORDER_NUMBER_PARAM]: null })}
      />
    );
  }
  return <PackShop user={user} desktop={desktop} onPaid={settle} />;
}

function PackShop({
  user,
  desktop,
  onPaid,
}: {
  user: UserInfo;
  desktop: boolean;
  onPaid: (status: OrderStatus) => void;
}) {
  const { t, i18n } = useMembershipTranslation();
  const packs = useQuery({
    // Per locale: the packs' texts come in the language of the request.
    queryKey: aiPackKeys.packs(i18n.language),
    queryFn: ({ signal }) => fetchAiPacks(signal),
    staleTime: 5 * 60_000,
  });
  const items = useMemo(() => packs.data?.items ?? [], [packs.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const pack =
    items.find((p) => p.id === selected) ?? items.find((p) => p.select) ?? items[0] ?? null;
  const offered = useMemo(() => packs.data?.payments ?? [], [packs.data]);
  const { payment, setPayment, switchable, direct } = usePaymentChoice(offered);
  // Desktop shows the QR of the pack selected; mobile makes its order on 'buy'.
  const charge = useCharge(
    pack?.id ?? null,
    payment ?? 'wechat',
    user.id,
    '',
    desktop && payment !== null,
    AI_PACK_PAY.charge,
  );

  let cards;
  if (packs.isPending) cards = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (packs.isError) {
    cards = (
      <Result
        status="warning"
        title={t('aiPacks.loadFailed')}
        extra={<Button onClick={() => void packs.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (items.length === 0) cards = <Empty description={t('aiPacks.empty')} />;
  else {
    cards = (
      <ProductCards
        products={items}
        selected={pack?.id ?? null}
        onSelect={setSelected}
        extra={(p) => (
          <span className="sc-pack-points" data-testid={`pack-points-${p.id}`}>
            {t('aiPacks.points', { points: p.points })}
          </span>
        )}
      />
    );
  }
  return (
    <div className={desktop ? 'sc-ai-packs' : 'sc-ai-packs is-mobile'} data-testid="ai-packs-panel">
      <Balance userId={user.id} />
      {cards}
      {pack && <p className="sc-ai-packs-note">{t('aiPacks.note')}</p>}
      {pack && desktop && payment && (
        <QrPay
          product={pack}
          payment={payment}
          charge={charge}
          couponBar={null}
          offered={switchable}
          onPayment={setPayment}
          onPaid={onPaid}
          channel={AI_PACK_PAY}
        />
      )}
      {pack && !payment && (
        <Typography.Text type="warning" data-testid="pay-unavailable">
          {t('payUnavailable')}
        </Typography.Text>
      )}
      <PayAgreement />
      {pack && !desktop && payment && (
        <BuyBar
          product={pack}
          payment={direct}
          offered={offered}
          user={user}
          promoCode=""
          charge={undefined}
          channel={AI_PACK_PAY}
        />
      )}
    </div>
  );
}

/** The points the user has now (nothing while unknown). */
function Balance({ userId }: { userId: string }) {
  const { t } = useMembershipTranslation();
  const info = useAiPackInfo(userId);
  if (!info.data) return null;
  return (
    <p className="sc-ai-packs-balance" data-testid="ai-packs-balance">
      {t('aiPacks.balance', { remaining: remaining(info.data), total: info.data.total })}
    </p>
  );
}

/** Back from a mobile payment: polls the order until it is paid. */
function ReturnedOrder({
  orderNumber,
  onPaid,
  onAgain,
}: {
  orderNumber: string;
  onPaid: (status: OrderStatus) => void;
  onAgain: () => void;
}) {
  const { t } = useMembershipTranslation();
  const status = useOrderStatus(orderNumber, fetchAiPackOrderStatus);
  const reported = useRef(false);
  useEffect(() => {
    if (status.data?.orderStatus === 'paid' && !reported.current) {
      reported.current = true;
      onPaid(status.data);
    }
  }, [status.data, onPaid]);
  const failure = status.expired
    ? t('expired')
    : isApiError(status.error)
      ? status.error.message
      : status.isError
        ? t('loadFailed')
        : null;
  return (
    <div className="sc-ai-packs-returned" data-testid="ai-packs-returned">
      {failure ? (
        <Result status="warning" title={failure} />
      ) : (
        <div className="sc-ai-packs-confirming">
          <Spin />
          <span>{t('aiPacks.confirming')}</span>
        </div>
      )}
      <Button block onClick={onAgain} data-testid="ai-packs-again">
        {t('aiPacks.again')}
      </Button>
    </div>
  );
}

/** Paid: the pack, the order number and the points the user has now (asked again). */
function PackSuccess({
  status,
  userId,
  onOk,
}: {
  status: OrderStatus;
  userId: string;
  onOk: () => void;
}) {
  const { t } = useMembershipTranslation();
  const info = useAiPackInfo(userId, true);
  const fresh = info.isFetchedAfterMount && !info.isFetching ? info.data : undefined;
  return (
    <div className="sc-pay-success" data-testid="ai-packs-success">
      <CheckCircleFilled style={{ color: '#52c41a', fontSize: 40 }} />
      <Typography.Title level={4}>{t('aiPacks.success')}</Typography.Title>
      <p data-testid="ai-packs-success-product">
        {t('aiPacks.bought', { product: status.productName })}
      </p>
      <p>
        {t('success.orderNumber')}:{' '}
        <Typography.Text
          copyable={{
            text: status.orderNumber,
            tooltips: [t('success.copy'), t('success.copied')],
          }}
        >
          {status.orderNumber}
        </Typography.Text>
      </p>
      <div className="sc-ai-packs-total" data-testid="ai-packs-success-total">
        {fresh ? (
          t('aiPacks.total', { total: fresh.total, remaining: remaining(fresh) })
        ) : (
          <Spin size="small" />
        )}
      </div>
      <PrimaryButton block size="large" onClick={onOk} data-testid="ai-packs-success-ok">
        {t('success.ok')}
      </PrimaryButton>
    </div>
  );
}

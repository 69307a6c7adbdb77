import { ArrowLeftOutlined } from '@ant-design/icons';
import { LIFETIME_END_AT, type OrderItem } from '@slidecraft/contract';
import { Button, Descriptions, Result, Skeleton, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format-date';
import { RelativeTime } from '../../../shared/RelativeTime';
import { Money } from '../../../shared/ui';
import { useOrderDetail } from '../hooks';
import { hasLicenseCode, ViewLicenseCode } from './LicenseCode';
import { useMembershipTranslation } from '../membership-texts';

export const ORDER_STATUS_COLOR = { paid: 'green', open: 'blue', closed: 'default' } as const;

/**
 * Order management's detail of one order (the order detail call): number with copy, product,
 * amount, payment method, status, created and paid times, the membership end it granted.
 */
export function OrderDetail({
  userId,
  orderNumber,
  onBack,
}: {
  userId: string;
  orderNumber: string;
  onBack: () => void;
}) {
  const { t } = useMembershipTranslation();
  const detail = useOrderDetail(userId, orderNumber);
  return (
    <div className="sc-order-detail" data-testid="order-detail">
      <div className="sc-order-detail-head">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={onBack}
          data-testid="order-detail-back"
        >
          {t('orders.detail.back')}
        </Button>
        <Typography.Text strong>{t('orders.detail.title')}</Typography.Text>
      </div>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : detail.isError ? (
        <Result
          status="warning"
          title={t('orders.detail.loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <>
          <OrderFields order={detail.data} />
          {hasLicenseCode(detail.data) && (
            <div className="sc-order-code">
              <ViewLicenseCode userId={userId} orderNumber={orderNumber} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

function OrderFields({ order }: { order: OrderItem }) {
  const { t } = useMembershipTranslation();
  const unset = t('orders.detail.unset');
  const validUntil =
    order.endAt === null
      ? unset
      : order.endAt >= LIFETIME_END_AT
        ? t('lifetime')
        : formatDate(order.endAt);
  const field = (key: string, label: string, children: ReactNode) => ({
    key,
    label,
    children: <span data-testid={`order-detail-${key}`}>{children}</span>,
  });
  const items: DescriptionsProps['items'] = [
    field(
      'number',
      t('orders.detail.number'),
      <Typography.Text
        copyable={{
          text: order.orderNumber,
          tooltips: [t('success.copy'), t('success.copied')],
        }}
      >
        {order.orderNumber}
      </Typography.Text>,
    ),
    field('product', t('orders.detail.product'), order.productName),
    field('amount', t('orders.detail.amount'), <Money cents={order.amount} size={16} />),
    field('payment', t('orders.detail.payment'), t(order.payment)),
    field(
      'status',
      t('orders.detail.status'),
      <Tag color={ORDER_STATUS_COLOR[order.status]}>{t(`orders.status.${order.status}`)}</Tag>,
    ),
    field('created', t('orders.detail.createdAt'), <RelativeTime at={order.createdAt} />),
    field(
      'paid',
      t('orders.detail.paidAt'),
      order.paidAt === null ? unset : <RelativeTime at={order.paidAt} />,
    ),
    field('valid-until', t('orders.detail.validUntil'), validUntil),
  ];
  return <Descriptions column={1} size="small" bordered items={items} />;
}

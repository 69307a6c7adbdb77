import type { OrderItem, UserInfo } from '@slidecraft/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format-date';
import { Money } from '../../../shared/ui';
import { fetchOrders, membershipKeys } from '../api';

const STATUS_COLOR = { paid: 'green', open: 'blue', closed: 'default' } as const;

/** Order management (`?om`): the user's orders, newest first, 20 at a time. */
export function OrdersPanel({ user }: { user: UserInfo }) {
  const { t } = useTranslation('membership');
  const orders = useInfiniteQuery({
    queryKey: membershipKeys.orders(user.id),
    queryFn: ({ pageParam, signal }) => fetchOrders(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
  if (orders.isPending) return <Skeleton active />;
  const items: OrderItem[] = orders.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return <Empty description={t('orders.empty')} />;
  return (
    <>
      <List
        dataSource={items}
        data-testid="order-list"
        renderItem={(order) => (
          <List.Item key={order.orderNumber} data-testid={`order-${order.orderNumber}`}>
            <List.Item.Meta
              title={
                <>
                  {order.productName}{' '}
                  <Tag color={STATUS_COLOR[order.status]}>{t(`orders.status.${order.status}`)}</Tag>
                </>
              }
              description={
                <>
                  <Typography.Text type="secondary" copyable={{ text: order.orderNumber }}>
                    {order.orderNumber}
                  </Typography.Text>
                  <br />
                  {t('orders.createdAt')} {formatDate(Date.parse(order.createdAt) / 1000)}
                  {order.endAt !== null && (
                    <> · {t('orders.validUntil', { date: formatDate(order.endAt) })}</>
                  )}
                </>
              }
            />
            <Money cents={order.amount} size={16} />
          </List.Item>
        )}
      />
      {orders.hasNextPage && (
        <Button
          block
          onClick={() => void orders.fetchNextPage()}
          loading={orders.isFetchingNextPage}
        >
          {t('orders.more')}
        </Button>
      )}
    </>
  );
}

import type { OrderItem, UserInfo } from '@slidecraft/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../shared/format-date';
import { RelativeTime } from '../../../shared/RelativeTime';
import { Money } from '../../../shared/ui';
import { fetchOrders, membershipKeys } from '../api';
import { ORDER_STATUS_COLOR, OrderDetail } from './OrderDetail';
import { hasLicenseCode, ViewLicenseCode } from './LicenseCode';
import { useMembershipTranslation } from '../membership-texts';

/**
 * Order management (`?om`): the user's orders, newest first, 20 at a time; an order opens its
 * detail, whose back action returns to the list.
 */
export function OrdersPanel({ user }: { user: UserInfo }) {
  const [opened, setOpened] = useState<string | null>(null);
  if (opened !== null) {
    return <OrderDetail userId={user.id} orderNumber={opened} onBack={() => setOpened(null)} />;
  }
  return <OrderList user={user} onOpen={setOpened} />;
}

function OrderList({ user, onOpen }: { user: UserInfo; onOpen: (orderNumber: string) => void }) {
  const { t } = useMembershipTranslation();
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
          <List.Item
            key={order.orderNumber}
            className="sc-order-row"
            onClick={() => onOpen(order.orderNumber)}
            data-testid={`order-${order.orderNumber}`}
          >
            <List.Item.Meta
              title={
                <>
                  <button
                    type="button"
                    className="sc-order-open"
                    aria-label={t('orders.view', { product: order.productName })}
                  >
                    {order.productName}
                  </button>{' '}
                  <Tag color={ORDER_STATUS_COLOR[order.status]}>
                    {t(`orders.status.${order.status}`)}
                  </Tag>
                </>
              }
              description={
                <>
                  {/* Copying the number stays on the list. */}
                  <span onClick={(e) => e.stopPropagation()}>
                    <Typography.Text type="secondary" copyable={{ text: order.orderNumber }}>
                      {order.orderNumber}
                    </Typography.Text>
                  </span>
                  <br />
                  {t('orders.createdAt')} <RelativeTime at={order.createdAt} />
                  {order.endAt !== null && (
                    <> · {t('orders.validUntil', { date: formatDate(order.endAt) })}</>
                  )}
                  {hasLicenseCode(order) && (
                    <div className="sc-order-code">
                      <ViewLicenseCode userId={user.id} orderNumber={order.orderNumber} />
                    </div>
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

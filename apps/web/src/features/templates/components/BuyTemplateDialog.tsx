import {
  contentProductId,
  type ContentPrice,
  type OrderStatus,
  type TemplateDetail,
} from '@slidecraft/contract';
import { Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { Money, ResponsiveDialog, type Currency } from '../../../shared/ui';
import { useSession } from '../../auth';
import { fetchOrderStatus } from '../../membership/api';
import { useCharge, useProducts, useRefreshMembership } from '../../membership/hooks';
import type { PayChannel } from '../../membership/pay-channels';
import { BuyBar } from '../../membership/components/BuyBar';
import { PayAgreement } from '../../membership/components/PayAgreement';
import { QrPay } from '../../membership/components/QrPay';
import { usePaymentChoice } from '../../membership/payment-choice';
import { createContentOrder, fetchContentCharge } from '../api';
import { useTemplatesTranslation } from '../templates-texts';

/** A paid template is bought like a plan: its own QR call and mobile order, the usual poll. */
const CONTENT_PAY: PayChannel = {
  charge: fetchContentCharge,
  status: fetchOrderStatus,
  h5: (productId, payment, callback) => createContentOrder(productId, payment, callback),
  // Back on the template's page: the payment's result shows there, and it downloads.
  callback: () => window.location.pathname,
  grantsMembership: false,
};

/**
 * Buying a paid template (sold on its own): the price, the payment QR polled every 5 s on
 * desktop with the method switch, the buy bar and the provider's page on mobile, as in the
 * membership modal. Lazily loaded: only a paid template's buy button opens it.
 */
export default function BuyTemplateDialog({
  open,
  detail,
  price,
  desktop,
  onClose,
  onPaid,
}: {
  open: boolean;
  detail: TemplateDetail;
  price: ContentPrice;
  desktop: boolean;
  onClose: () => void;
  onPaid: (status: OrderStatus) => void;
}) {
  const { t } = useTemplatesTranslation();
  const user = useSession().user;
  const products = useProducts();
  const offered = useMemo(() => products.data?.payments ?? [], [products.data]);
  const { payment, setPayment, switchable, direct } = usePaymentChoice(offered);
  const item = useMemo(() => ({ id: contentProductId(detail.id), price }), [detail.id, price]);
  const charge = useCharge(
    item.id,
    payment ?? 'wechat',
    user?.id ?? '',
    '',
    open && desktop && payment !== null && user !== null,
    CONTENT_PAY.charge,
  );
  const refresh = useRefreshMembership();
  const paid = useCallback(
    (status: OrderStatus) => {
      // The next QR would be a new order: the spent charge goes.
      refresh({ paid: true });
      onPaid(status);
    },
    [refresh, onPaid],
  );
  return (
    <ResponsiveDialog
      open={open}
      desktop={desktop}
      onClose={onClose}
      title={t('buy.title')}
      width={480}
      name="sc-tpl-buy"
    >
      {user && (
        <div className="sc-tpl-buy" data-testid="template-buy-dialog">
          <Typography.Paragraph strong>{detail.title}</Typography.Paragraph>
          <p className="sc-tpl-buy-price">
            <Money cents={price.pay} currency={price.currency as Currency} size={24} />
          </p>
          <Typography.Paragraph type="secondary">{t('buy.hint')}</Typography.Paragraph>
          {desktop && payment && (
            <QrPay
              channel={CONTENT_PAY}
              product={item}
              payment={payment}
              charge={charge}
              couponBar={null}
              offered={switchable}
              onPayment={setPayment}
              onPaid={paid}
            />
          )}
          {!payment && products.data && (
            <Typography.Text type="warning" data-testid="pay-unavailable">
              {t('buy.unavailable')}
            </Typography.Text>
          )}
          <PayAgreement />
          {!desktop && payment && (
            <BuyBar
              channel={CONTENT_PAY}
              product={item}
              payment={direct}
              offered={offered}
              user={user}
              promoCode=""
              charge={undefined}
            />
          )}
        </div>
      )}
    </ResponsiveDialog>
  );
}

import type { ChargeResult, Payment, UserInfo } from '@slidecraft/contract';
import { Drawer } from 'antd';
import { useState } from 'react';
import { Money, PrimaryButton } from '../../../shared/ui';
import { MEMBERSHIP_PAY, type PayChannel, type PayItem } from '../pay-channels';
import { ListPrice } from './ChargeOffers';
import { useMembershipTranslation } from '../membership-texts';

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
  const { t } = useMembershipTranslation();
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

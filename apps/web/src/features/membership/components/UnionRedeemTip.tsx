import { Button } from 'antd';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { PrimaryButton, ResponsiveDialog } from '../../../shared/ui';
import {
  MEMBERSHIP_PARAM,
  ORDERS_PARAM,
  PRODUCT_PARAM,
  useMembershipParams,
} from '../membership-params';
import { useMembershipTranslation } from '../membership-texts';

/**
 * 'Redeem slide add-in membership' on the terms line of a joint plan (spec section 2): opens the
 * redeem tip, a small modal on desktop and a bottom drawer on mobile.
 */
export function UnionRedeemEntry({ desktop }: { desktop: boolean }) {
  const { t } = useMembershipTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        className="sc-union-redeem"
        onClick={() => setOpen(true)}
        data-testid="union-redeem-entry"
      >
        {t('union.entry')}
      </Button>
      <UnionRedeemTip open={open} desktop={desktop} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The redeem tip: buy the joint membership, go to order management (`?om`), find the joint
 * order and click 'view redeem code', follow the redeem flow; 'I know' closes it.
 */
export function UnionRedeemTip({
  open,
  desktop,
  onClose,
}: {
  open: boolean;
  desktop: boolean;
  onClose: () => void;
}) {
  const { t } = useMembershipTranslation();
  const { set } = useMembershipParams();
  const toOrders = () => {
    onClose();
    set({ [ORDERS_PARAM]: '', [MEMBERSHIP_PARAM]: null, [PRODUCT_PARAM]: null });
  };
  const body = (
    <div className="sc-union-tip" data-testid="union-redeem-tip">
      <p className="sc-union-tip-intro">{t('union.tipIntro')}</p>
      <ol className="sc-steps">
        <li>{t('union.step1')}</li>
        <li>
          <Trans
            ns="membership"
            i18nKey="union.step2"
            components={{
              om: (
                <button
                  type="button"
                  className="sc-inline-link"
                  onClick={toOrders}
                  data-testid="union-tip-orders"
                />
              ),
            }}
          />
        </li>
        <li>{t('union.step3')}</li>
        <li>{t('union.step4')}</li>
      </ol>
      <PrimaryButton block size="large" onClick={onClose} data-testid="union-tip-ok">
        {t('union.gotIt')}
      </PrimaryButton>
    </div>
  );
  return (
    <ResponsiveDialog
      open={open}
      desktop={desktop}
      onClose={onClose}
      title={t('union.tipTitle')}
      name="sc-union-tip"
    >
      {body}
    </ResponsiveDialog>
  );
}

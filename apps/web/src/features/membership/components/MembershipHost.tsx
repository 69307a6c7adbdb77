import { payApi, type OrderStatus } from '@slidecraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Grid, Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '../../../shared/analytics';
import { routeKey } from '../../../shared/http';
import { sessionKeys, useLoginModal, useSession } from '../../auth';
import { benefitShown, markBenefitShown, type ActivityOffer } from '../benefit-offer';
import { useOrderStatus, useRefreshMembership } from '../hooks';
import {
  AI_PACKS_PARAM,
  MEMBERSHIP_PARAM,
  ORDERS_PARAM,
  ORDER_NUMBER_PARAM,
  PRODUCT_PARAM,
  PROMO_PARAM,
  REDEEM_PARAM,
  useMembershipParams,
} from '../membership-params';
import { fetchRetentionCheck, issueRetentionCoupon, promotionKeys } from '../promotion-api';
import { activityOffer, BenefitPopup, retentionOffer, type BenefitOffer } from './BenefitPopup';
import { AiPacksDialog } from './AiPacksDialog';
import { MembershipPanel } from './MembershipPanel';
import { OrdersPanel } from './OrdersPanel';
import { PaySuccess } from './PaySuccess';
import { RedeemDialog } from './RedeemDialog';
import { useMembershipTranslation } from '../membership-texts';

/** Analytics event of a completed payment (spec section 4). */
export const PAYMENT_EVENT = 'payment_successful';

/**
 * The membership screens, driven by the address: `?mm` the membership modal (drawer on
 * mobile), `?om` order management, `?redeem` the redeem-code dialog, `?aipacks` the AI-points
 * packs, `?orderNumber` the success drawer after a mobile payment. Signed out, `?mm`, `?om`,
 * `?redeem` and `?aipacks` ask for login first and
 * open once it succeeds. The limited-time benefit popup shows the operator's offer
 * (`activityOffer`, when no other screen is open) or, after a non-member closes the membership
 * screen without paying, the retention coupon; each at most once per tab.
 */
export default function MembershipHost({
  activityOffer: activity = null,
}: {
  activityOffer?: ActivityOffer | null;
}) {
  const { t } = useMembershipTranslation();
  const { params, set } = useMembershipParams();
  const session = useSession();
  const login = useLoginModal();
  const queryClient = useQueryClient();
  const refresh = useRefreshMembership();
  const desktop = Grid.useBreakpoint().md !== false;
  const wantsMembership = params.has(MEMBERSHIP_PARAM);
  const wantsOrders = params.has(ORDERS_PARAM);
  const wantsRedeem = params.has(REDEEM_PARAM);
  const wantsAiPacks = params.has(AI_PACKS_PARAM);
  const [success, setSuccess] = useState<OrderStatus | null>(null);
  const askedLogin = useRef(false);
  const loginSeen = useRef(false);
  const { isOpen: loginOpen, open: openLogin } = login;

  useEffect(() => {
    const wanted = wantsMembership || wantsOrders || wantsRedeem || wantsAiPacks;
    if (!wanted || session.status !== 'logged-out') {
      if (!wanted) askedLogin.current = loginSeen.current = false;
      return;
    }
    if (loginOpen) {
      loginSeen.current = true;
    } else if (loginSeen.current) {
      // The login was closed without logging in: the screens it guarded close too.
      askedLogin.current = loginSeen.current = false;
      set({
        [MEMBERSHIP_PARAM]: null,
        [ORDERS_PARAM]: null,
        [PRODUCT_PARAM]: null,
        [PROMO_PARAM]: null,
        [REDEEM_PARAM]: null,
        [AI_PACKS_PARAM]: null,
      });
    } else if (!askedLogin.current) {
      askedLogin.current = true;
      openLogin('', { replace: true });
    }
  }, [
    session.status,
    wantsMembership,
    wantsOrders,
    wantsRedeem,
    wantsAiPacks,
    loginOpen,
    openLogin,
    set,
  ]);

  const paid = useCallback(
    (status: OrderStatus) => {
      track(PAYMENT_EVENT, { amount: status.amount, payment: status.payment });
      refresh({ paid: true });
      setSuccess(status);
      set({ [MEMBERSHIP_PARAM]: null, [PRODUCT_PARAM]: null, [PROMO_PARAM]: null });
    },
    [refresh, set],
  );

  // Back from a mobile payment: the drawer shows once the order is paid.
  // With ?aipacks the order is a pack's: the packs' dialog shows its result instead.
  const returned = session.user && !wantsAiPacks ? params.get(ORDER_NUMBER_PARAM) : null;
  const returnedStatus = useOrderStatus(returned);
  const returnedPaid = returnedStatus.data?.orderStatus === 'paid' ? returnedStatus.data : null;
  useEffect(() => {
    if (returnedPaid) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  }, [returnedPaid, queryClient]);

  const user = session.user;
  const [benefit, setBenefit] = useState<{ offer: BenefitOffer; open: boolean } | null>(null);
  const closeBenefit = useCallback(
    () => setBenefit((b) => (b ? { offer: b.offer, open: false } : b)),
    [],
  );
  // Retention (spec section 4): ask should-show first; only if true, issue and show the popup.
  const offerRetention = async (userId: string) => {
    if (benefitShown('retention')) return;
    markBenefitShown('retention');
    try {
      const { should_show } = await fetchRetentionCheck();
      if (!should_show) return;
      const coupon = await issueRetentionCoupon();
      if (!coupon) return;
      // Prices change: the next charge is asked again (and shows the coupon).
      queryClient.removeQueries({ queryKey: routeKey(payApi.charge) });
      queryClient.setQueryData(promotionKeys.myCoupon(userId), coupon);
      setBenefit({ offer: retentionOffer(coupon, Date.now()), open: true });
    } catch {
      // Not offered this time (the calls are quiet).
    }
  };
  const closeMembership = () => {
    set({ [MEMBERSHIP_PARAM]: null, [PRODUCT_PARAM]: null, [PROMO_PARAM]: null });
    if (user && !user.isRole) void offerRetention(user.id);
  };
  const takeBenefit = () => {
    if (!benefit) return;
    closeBenefit();
    set({
      [MEMBERSHIP_PARAM]: '',
      [PRODUCT_PARAM]: benefit.offer.productId,
      [PROMO_PARAM]: benefit.offer.promoCode,
    });
  };
  // The operator's popup, once no other screen is open (and while its countdown runs).
  const busy =
    wantsMembership ||
    wantsOrders ||
    wantsRedeem ||
    wantsAiPacks ||
    loginOpen ||
    success !== null ||
    params.has(ORDER_NUMBER_PARAM) ||
    Boolean(benefit?.open);
  useEffect(() => {
    if (!activity || busy || benefitShown('activity')) return;
    const offer = activityOffer(activity.popup, activity.answeredAt);
    if (offer.deadline <= Date.now()) return;
    markBenefitShown('activity');
    setBenefit({ offer, open: true });
  }, [activity, busy]);
  const closeOrders = () => set({ [ORDERS_PARAM]: null });
  const openRedeem = () => set({ [REDEEM_PARAM]: '1' });
  const membership = user && wantsMembership && (
    <MembershipPanel
      user={user}
      desktop={desktop}
      presetProductId={params.get(PRODUCT_PARAM)}
      presetPromoCode={params.get(PROMO_PARAM)}
      onPaid={paid}
      onRedeem={openRedeem}
      onBack={desktop ? undefined : closeMembership}
    />
  );
  return (
    <>
      {desktop ? (
        <Modal
          open={Boolean(membership)}
          onCancel={closeMembership}
          footer={null}
          width={824}
          centered
          destroyOnHidden
          title={t('title')}
        >
          {membership}
        </Modal>
      ) : (
        <Drawer
          open={Boolean(membership)}
          onClose={closeMembership}
          placement="bottom"
          size="100%"
          closable={false}
          destroyOnHidden
          // The redeem tip opens over it: it stays in place behind the mask.
          push={false}
        >
          {membership}
        </Drawer>
      )}
      {desktop ? (
        <Modal
          open={Boolean(user && wantsOrders)}
          onCancel={closeOrders}
          footer={null}
          width={640}
          title={t('orders.title')}
          destroyOnHidden
        >
          {user && wantsOrders && <OrdersPanel user={user} />}
        </Modal>
      ) : (
        <Drawer
          open={Boolean(user && wantsOrders)}
          onClose={closeOrders}
          placement="bottom"
          size="85%"
          title={t('orders.title')}
          destroyOnHidden
          // A joint order's code opens over it: it stays in place behind the mask.
          push={false}
        >
          {user && wantsOrders && <OrdersPanel user={user} />}
        </Drawer>
      )}
      <RedeemDialog
        open={Boolean(user && wantsRedeem)}
        desktop={desktop}
        onClose={() => set({ [REDEEM_PARAM]: null })}
      />
      <AiPacksDialog
        open={Boolean(user && wantsAiPacks)}
        user={user}
        desktop={desktop}
        onClose={() => set({ [AI_PACKS_PARAM]: null, [ORDER_NUMBER_PARAM]: null })}
      />
      <BenefitPopup
        offer={benefit?.offer ?? null}
        open={Boolean(benefit?.open)}
        desktop={desktop}
        onUse={takeBenefit}
        onClose={closeBenefit}
      />
      <PaySuccess
        status={success ?? returnedPaid}
        desktop={desktop}
        onClose={() => {
          if (returnedPaid && !success) track(PAYMENT_EVENT, { amount: returnedPaid.amount });
          setSuccess(null);
          set({ [ORDER_NUMBER_PARAM]: null });
        }}
      />
    </>
  );
}

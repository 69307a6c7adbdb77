import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `?mm` opens the membership modal (drawer on mobile); `?productId` preselects a plan. */
export const MEMBERSHIP_PARAM = 'mm';
export const PRODUCT_PARAM = 'productId';
/** `?promoCode` presets a promo code in the membership modal (chargeParams, spec section 4). */
export const PROMO_PARAM = 'promoCode';
/** `?om` opens order management. */
export const ORDERS_PARAM = 'om';
/** `?orderNumber`: back from a mobile payment; its success drawer shows once it is paid. */
export const ORDER_NUMBER_PARAM = 'orderNumber';
/** `?redeem=1` opens the redeem-code dialog (drawer on mobile). */
export const REDEEM_PARAM = 'redeem';
/** `?aipacks` opens the AI-points packs (drawer on mobile), also from the AI limit dialogs. */
export { AI_PACKS_PARAM } from '../../shared/ai-packs';

/** Opens or closes one of the membership screens by its address parameter. */
export function useMembershipParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { params, set };
}

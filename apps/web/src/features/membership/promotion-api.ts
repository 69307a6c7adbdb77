import { promotionApi, type Coupon, type Product } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { call, routeKey } from '../../shared/http';

/**
 * The retention coupon (spec sections 3 and 4). Quiet calls: an offer that cannot be checked
 * or issued simply does not show.
 */

export function fetchRetentionCheck(signal?: AbortSignal) {
  return call(promotionApi.retentionCheck, {}, { signal, quiet: true });
}

/** Issues the coupon (or answers the live one); null when there is none to give. */
export function issueRetentionCoupon() {
  return call(promotionApi.retentionIssue, {}, { quiet: true });
}

export function fetchMyCoupon(signal?: AbortSignal) {
  return call(promotionApi.myCoupon, {}, { signal, quiet: true });
}

/** Among the membership data: a payment's refresh (useRefreshMembership) reloads it too. */
export const promotionKeys = {
  myCoupon: (userId: string) => [...routeKey(promotionApi.myCoupon), userId] as const,
};

/** The user's live coupon, or null (the drawer prices a plan only when something reduces it). */
export function useMyCoupon(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: promotionKeys.myCoupon(userId),
    queryFn: ({ signal }) => fetchMyCoupon(signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** Whether a coupon takes something off this plan (no plans named: every plan). */
export function couponApplies(coupon: Coupon | null | undefined, product: Product | null) {
  if (!coupon || !product) return false;
  return coupon.support_products.length === 0 || coupon.support_products.includes(product.id);
}

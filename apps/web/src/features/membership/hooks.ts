import {
  ErrorCode,
  PAY_STATUS_POLL_MS,
  payApi,
  type OrderStatus,
  type Payment,
} from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError, routeKey } from '../../shared/http';
import { sessionKeys } from '../auth';
import {
  fetchCharge,
  fetchOrderDetail,
  fetchOrderStatus,
  fetchProducts,
  MEMBERSHIP_CALLS,
  membershipKeys,
  ofCalls,
} from './api';
import type { PayChannel } from './pay-channels';

export function useProducts() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: membershipKeys.products(i18n.language),
    queryFn: ({ signal }) => fetchProducts(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The QR and price of the selected plan and method (re-fetched when either, the user or the
 * promo code changes).
 */
export function useCharge(
  productId: string | null,
  payment: Payment,
  userId: string,
  promoCode: string,
  enabled: boolean,
  /** The call that opens the order: a plan's by default, a pack's for the AI-points packs. */
  charge: PayChannel['charge'] = fetchCharge,
) {
  return useQuery({
    queryKey: membershipKeys.charge(productId ?? '', payment, userId, promoCode),
    queryFn: ({ signal }) => charge(productId!, payment, promoCode, signal),
    enabled: enabled && productId !== null,
    staleTime: Infinity,
    // Not kept once another plan or method is shown: coming back asks again (the server answers
    // the same open order), since an order holding a coupon passes it to the buyer's newer one
    // and is closed; a kept answer would show that closed order's QR.
    gcTime: 0,
    retry: false,
  });
}

/**
 * Polls an order every 5 s until it is paid; stops on 5205 (expired) or any other failure.
 * `expired` tells the QR to show its overlay.
 */
export function useOrderStatus(
  key: string | null,
  /** The status call: the membership one by default, the packs' for their orders. */
  status: PayChannel['status'] = fetchOrderStatus,
) {
  const query = useQuery<OrderStatus>({
    queryKey: membershipKeys.status(key ?? ''),
    queryFn: ({ signal }) => status(key!, signal),
    enabled: key !== null,
    retry: false,
    refetchInterval: (q) =>
      q.state.status === 'error' || q.state.data?.orderStatus === 'paid'
        ? false
        : PAY_STATUS_POLL_MS,
  });
  const expired = isApiError(query.error) && query.error.code === ErrorCode.PAY_QR_EXPIRED;
  return { ...query, expired };
}

/** One order of the user, for order management's detail view. */
export function useOrderDetail(userId: string, orderNumber: string) {
  return useQuery({
    queryKey: membershipKeys.order(userId, orderNumber),
    queryFn: ({ signal }) => fetchOrderDetail(orderNumber, signal),
  });
}

/**
 * After a payment or a redeemed code: the signed-in user (tier badge, end date) and the
 * membership data load again, so every screen shows the new membership without a reload.
 */
export function useRefreshMembership() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ paid = false }: { paid?: boolean } = {}) => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      if (!paid) {
        void queryClient.invalidateQueries({ predicate: ofCalls(...MEMBERSHIP_CALLS) });
        return;
      }
      // Once paid, the charge on screen is spent: asking it again now would open a new order
      // the user never sees (its screen is closing). The next look at a plan asks afresh.
      void queryClient.invalidateQueries({
        predicate: ofCalls(...MEMBERSHIP_CALLS.filter((route) => route !== payApi.charge)),
      });
      queryClient.removeQueries({ queryKey: routeKey(payApi.charge) });
    },
    [queryClient],
  );
}

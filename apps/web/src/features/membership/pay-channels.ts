import type {
  ChargeResult,
  H5OrderResult,
  OrderStatus,
  Payment,
  Product,
} from '@slidecraft/contract';
import { AI_PACKS_PARAM } from '../../shared/ai-packs';
import { createAiPackOrder, fetchAiPackCharge, fetchAiPackScanStatus } from './ai-packs-api';
import { createH5Order, fetchCharge, fetchOrderStatus } from './api';
import { ORDER_NUMBER_PARAM } from './membership-params';

/**
 * What is bought through the payment QR (desktop) and the buy bar (mobile): membership plans
 * and AI-points packs go through the same screens, each with its own calls.
 */
export interface PayChannel {
  /** Opens (or reuses) an order and answers its QR. */
  charge: (
    productId: string,
    payment: Payment,
    promoCode: string,
    signal?: AbortSignal,
  ) => Promise<ChargeResult>;
  /** The QR's 5 s poll by its key (5205 quiet: shown on the QR). */
  status: (key: string, signal?: AbortSignal) => Promise<OrderStatus>;
  /** A mobile order: the provider's page to go to. */
  h5: (
    productId: string,
    payment: Payment,
    callback: string,
    promoCode?: string,
  ) => Promise<H5OrderResult>;
  /** The same-site path a mobile payment comes back to (the server adds ?orderNumber). */
  callback: () => string;
  /** The order grants membership: the QR shows the end it grants. */
  grantsMembership: boolean;
}

export const MEMBERSHIP_PAY: PayChannel = {
  charge: fetchCharge,
  status: fetchOrderStatus,
  h5: createH5Order,
  callback: () => window.location.pathname,
  grantsMembership: true,
};

export const AI_PACK_PAY: PayChannel = {
  charge: fetchAiPackCharge,
  status: fetchAiPackScanStatus,
  h5: createAiPackOrder,
  // Back on the same page with the packs open: their drawer shows the payment's result.
  callback: () => {
    const params = new URLSearchParams(window.location.search);
    params.delete(ORDER_NUMBER_PARAM);
    params.set(AI_PACKS_PARAM, '');
    return `${window.location.pathname}?${params.toString()}`;
  },
  grantsMembership: false,
};

/** What the QR and the buy bar need of a plan or a pack. */
export type PayItem = Pick<Product, 'id' | 'price'>;

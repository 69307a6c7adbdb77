export { AiRateLine } from './components/AiRateLine';
export { MembershipGate } from './components/MembershipGate';
export { ProductCards } from './components/ProductCards';
export { useOrderStatus, useProducts, useRefreshMembership } from './hooks';
export {
  AI_PACKS_PARAM,
  MEMBERSHIP_PARAM,
  ORDERS_PARAM,
  ORDER_NUMBER_PARAM,
  PRODUCT_PARAM,
  REDEEM_PARAM,
  useMembershipParams,
} from './membership-params';

import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useActivityOffer } from '../benefit-offer';
import {
  MEMBERSHIP_PARAM,
  ORDERS_PARAM,
  ORDER_NUMBER_PARAM,
  REDEEM_PARAM,
} from '../membership-params';

const MembershipHost = lazy(() => import('./MembershipHost'));

/**
 * Mounted on every page: loads the membership screens (and their weight) only once an address
 * asks for one, or the operator's limited-time benefit popup is there to show, and keeps them
 * mounted afterwards so that closing animates.
 */
export function MembershipGate() {
  const [params] = useSearchParams();
  const activityOffer = useActivityOffer();
  const wanted =
    activityOffer !== null ||
    [MEMBERSHIP_PARAM, ORDERS_PARAM, ORDER_NUMBER_PARAM, REDEEM_PARAM].some((p) => params.has(p));
  if (!wanted && !loaded) return null;
  loaded = true;
  return (
    <Suspense fallback={null}>
      <MembershipHost activityOffer={activityOffer} />
    </Suspense>
  );
}

/** Once loaded, the host stays (a module flag: one app per page). */
let loaded = false;

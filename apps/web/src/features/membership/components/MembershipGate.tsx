import { lazy, Suspense, useEffect } from 'react';
import { onAiPacksRequest } from '../../../shared/ai-packs';
import { useActivityOffer } from '../benefit-offer';
import {
  AI_PACKS_PARAM,
  MEMBERSHIP_PARAM,
  ORDERS_PARAM,
  ORDER_NUMBER_PARAM,
  REDEEM_PARAM,
  useMembershipParams,
} from '../membership-params';

const MembershipHost = lazy(() => import('./MembershipHost'));

/** The address parameters of the membership screens. */
const SCREENS = [MEMBERSHIP_PARAM, ORDERS_PARAM, ORDER_NUMBER_PARAM, REDEEM_PARAM, AI_PACKS_PARAM];

/**
 * Mounted on every page: loads the membership screens (and their weight) only once an address
 * asks for one, or the operator's limited-time benefit popup is there to show, and keeps them
 * mounted afterwards so that closing animates.
 */
export function MembershipGate() {
  const { params, set } = useMembershipParams();
  // The AI limit dialogs (outside the router) ask for the AI-points packs by an event.
  useEffect(() => onAiPacksRequest(() => set({ [AI_PACKS_PARAM]: '' })), [set]);
  const activityOffer = useActivityOffer();
  const wanted = activityOffer !== null || SCREENS.some((p) => params.has(p));
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

import { activityApi, type ActivityPopup } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { call, routeKey } from '../../shared/http';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { useSession } from '../auth';

/**
 * The limited-time benefit popup's offers (spec section 2): the operator's popup document and
 * the retention coupon. Kept small: the membership gate, on every page, asks for the operator's
 * popup here and loads the screens (and the popup's code) only when there is one to show.
 */

export type BenefitKind = 'activity' | 'retention';

/** The kinds shown on this page (remembered here too when storage is unavailable). */
const shownHere = new Set<BenefitKind>();

function readShown(): BenefitKind[] {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEYS.benefitPopups);
    return raw ? (raw.split(',') as BenefitKind[]) : [];
  } catch {
    return [];
  }
}

/** Whether this kind of popup was already shown (or, for the coupon, asked for) in this tab. */
export function benefitShown(kind: BenefitKind): boolean {
  return shownHere.has(kind) || readShown().includes(kind);
}

/** Each popup shows at most once per page session (the tab's sessionStorage). */
export function markBenefitShown(kind: BenefitKind): void {
  shownHere.add(kind);
  try {
    const kinds = new Set([...readShown(), kind]);
    window.sessionStorage.setItem(STORAGE_KEYS.benefitPopups, [...kinds].join(','));
  } catch {
    // Storage unavailable: remembered for this page only.
  }
}

/** Tests: every popup may show again. */
export function resetBenefitShown(): void {
  shownHere.clear();
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.benefitPopups);
  } catch {
    // Nothing stored.
  }
}

/** The operator's popup (the activity popup call), or null. Quiet: never a toast. */
export function fetchActivityPopup(signal?: AbortSignal) {
  return call(activityApi.popup, {}, { signal, quiet: true });
}

export const activityPopupKey = routeKey(activityApi.popup);

export interface ActivityOffer {
  popup: NonNullable<ActivityPopup>;
  /** When the answer came (ms): its `remaining_seconds` count from here. */
  answeredAt: number;
}

/**
 * The operator's popup to show on this page, or null: asked once per tab, for visitors who are
 * not members (signed out or basic), outside the workspace (an editor is not interrupted).
 */
export function useActivityOffer(): ActivityOffer | null {
  const session = useSession();
  const { pathname } = useLocation();
  const eligible =
    session.status !== 'unknown' &&
    !session.user?.isRole &&
    !pathname.startsWith('/workspace') &&
    !benefitShown('activity');
  const query = useQuery({
    queryKey: activityPopupKey,
    queryFn: ({ signal }) => fetchActivityPopup(signal),
    enabled: eligible,
    staleTime: Infinity,
    retry: false,
  });
  return eligible && query.data ? { popup: query.data, answeredAt: query.dataUpdatedAt } : null;
}

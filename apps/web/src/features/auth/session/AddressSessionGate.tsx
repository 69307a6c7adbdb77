import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { useSession } from './useSession';

// The exchanges, the account switch and their messages load when an address asks for one.
const AddressSessionSync = lazy(() =>
  import('./AddressSessionSync').then((m) => ({ default: m.AddressSessionSync })),
);

/**
 * The parameters AddressSessionSync handles (a session `token`, a login return's `code` and
 * `thirdLogin`, a campaign: address-session.ts); `state` comes only with a `code`.
 */
const SESSION_PARAMS = ['token', 'code', 'thirdLogin', 'utm_campaign', 'campaign'];

function campaignKept(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.campaign) !== null;
  } catch {
    return false;
  }
}

/**
 * Mounted on every page: loads AddressSessionSync (and its weight) once the address carries a
 * session parameter, or a signed-in user has a campaign to trace, and keeps it mounted
 * afterwards. A visit without them does not carry its code (the home page's JavaScript).
 */
export function AddressSessionGate() {
  const { search } = useLocation();
  const signedIn = useSession().user !== null;
  const params = new URLSearchParams(search);
  const wanted = SESSION_PARAMS.some((name) => params.has(name)) || (signedIn && campaignKept());
  if (!wanted && !loaded) return null;
  loaded = true;
  return (
    <Suspense fallback={null}>
      <AddressSessionSync />
    </Suspense>
  );
}

/** Once loaded, the sync stays (a module flag: one app per page). */
let loaded = false;

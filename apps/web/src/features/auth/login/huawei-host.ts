/**
 * The Huawei host app's native one-tap hook (spec section 7: inside the maker's host app the
 * phone-maker login uses a native one-tap phone login, and if that fails an anonymous quick
 * login; when neither gives a code, the web OAuth flow).
 *
 * Our own app shell offers its one-tap the same way (spec section 2: one-tap login inside the
 * product's own app shell): on a Huawei phone it injects the same hook.
 *
 * Contract with the host app: before the page's scripts run (or at least before the user taps
 * the one-tap button), the host injects `window.SlideCraftHuaweiHost` with
 * `oneTapLogin(): Promise<{ authorizationCode: string }>`. The host runs Huawei Account Kit's
 * silent or one-tap sign-in for this app's client id and resolves with the authorization code
 * it got; the web posts it with loginByHuawei as `{authorizationCode, native: true}`
 * (no state: the code never went through a redirect of ours). It rejects when there is no
 * code: with `{ code: 'cancelled' }` when the user closed the sheet (the page stays and says
 * so), with anything else when one-tap is not possible (the page falls back to the OAuth
 * redirect flow).
 *
 * The anonymous quick login is optional: `anonymousLogin()` resolves like `oneTapLogin()` with
 * the code of Account Kit's quick sign-in that asks for no phone number (openid only). The
 * server finds or registers the account by its Huawei id as for any native code; an account
 * without a phone goes on to the skippable bind-phone step (lm=b).
 */
export interface HuaweiHostBridge {
  oneTapLogin(): Promise<{ authorizationCode: string }>;
  anonymousLogin?(): Promise<{ authorizationCode: string }>;
}

declare global {
  interface Window {
    /** Injected by the Huawei host app or our app shell only; see HuaweiHostBridge. */
    SlideCraftHuaweiHost?: HuaweiHostBridge;
  }
}

/** The host's hook when this page runs inside the Huawei host app, else null. */
export function huaweiHostBridge(): HuaweiHostBridge | null {
  if (typeof window === 'undefined') return null;
  const bridge = window.SlideCraftHuaweiHost;
  return bridge && typeof bridge.oneTapLogin === 'function' ? bridge : null;
}

export type NativeOneTapResult =
  { kind: 'code'; code: string } | { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

function isCancelled(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'cancelled'
  );
}

/** Runs the host's one-tap; never throws (a throwing or misbehaving host counts as failed). */
export function nativeOneTap(bridge: HuaweiHostBridge): Promise<NativeOneTapResult> {
  return hostCode(() => bridge.oneTapLogin());
}

/**
 * The fallback after a failed one-tap: the host's anonymous quick login, when the host has one
 * (else failed, like a host that cannot do it). Never throws.
 */
export function nativeAnonymousLogin(bridge: HuaweiHostBridge): Promise<NativeOneTapResult> {
  if (typeof bridge.anonymousLogin !== 'function') {
    return Promise.resolve({ kind: 'failed', error: new Error('no anonymous login') });
  }
  return hostCode(() => bridge.anonymousLogin!());
}

async function hostCode(
  call: () => Promise<{ authorizationCode: string }>,
): Promise<NativeOneTapResult> {
  try {
    // The host is outside this code base: check what it resolved with instead of trusting it.
    const result: unknown = await call();
    const code =
      typeof result === 'object' &&
      result !== null &&
      'authorizationCode' in result &&
      typeof result.authorizationCode === 'string'
        ? result.authorizationCode.trim()
        : '';
    if (code) return { kind: 'code', code };
    return { kind: 'failed', error: new Error('no authorization code') };
  } catch (error) {
    return isCancelled(error) ? { kind: 'cancelled' } : { kind: 'failed', error };
  }
}

/**
 * The Huawei host app's native one-tap hook (spec section 4: inside the maker's host app the
 * phone-maker login uses a native one-tap phone login, and if that fails the web OAuth flow).
 *
 * Our own app shell offers its one-tap the same way (spec section 2: one-tap login inside the
 * product's own app shell): on a Huawei phone it injects the same hook.
 *
 * Contract with the host app: before the page's scripts run (or at least before the user taps
 * the one-tap button), the host injects `window.SlideCraftHuaweiHost` with
 * `oneTapLogin(): Promise<{ authorizationCode: string }>`. The host runs Huawei Account Kit's
 * silent or one-tap sign-in for this app's client id and resolves with the authorization code
 * it got; the web posts it to `POST /api/login/huawei` as `{authorizationCode, native: true}`
 * (no state: the code never went through a redirect of ours). It rejects when there is no
 * code: with `{ code: 'cancelled' }` when the user closed the sheet (the page stays and says
 * so), with anything else when one-tap is not possible (the page falls back to the OAuth
 * redirect flow).
 */
export interface HuaweiHostBridge {
  oneTapLogin(): Promise<{ authorizationCode: string }>;
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
export async function nativeOneTap(bridge: HuaweiHostBridge): Promise<NativeOneTapResult> {
  try {
    // The host is outside this code base: check what it resolved with instead of trusting it.
    const result: unknown = await bridge.oneTapLogin();
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

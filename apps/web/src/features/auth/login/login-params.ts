/** The query parameter that opens the login modal and picks its method (spec section 2). */
export const LOGIN_PARAM = 'lm';
export const LOGIN_PATH = '/login';

/**
 * The login views. Only SMS login exists so far; the other lm values show it until their views
 * land: p (password), f (forgot password), b (bind phone), h (phone-maker one-tap), '' (QR).
 */
export type LoginView = 'sms';

const VIEW_BY_LM: Record<string, LoginView> = {
  v: 'sms',
  p: 'sms',
  f: 'sms',
  b: 'sms',
  h: 'sms',
  '': 'sms',
};

export function loginViewOf(lm: string | null): LoginView {
  return VIEW_BY_LM[lm ?? ''] ?? 'sms';
}

/** The same query with lm set (other parameters kept). */
export function withLoginParam(params: URLSearchParams, lm = 'v'): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(LOGIN_PARAM, lm);
  return next;
}

/** The same query without lm (other parameters kept). */
export function withoutLoginParam(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(LOGIN_PARAM);
  return next;
}

/** The modal opens on any path with lm except the login page, which renders the form itself. */
export function isLoginModalOpen(pathname: string, params: URLSearchParams): boolean {
  return params.has(LOGIN_PARAM) && pathname !== LOGIN_PATH;
}

/** Where the login page returns to: a same-site path from ?redirect, else home. */
export function loginRedirectTarget(params: URLSearchParams): string {
  const target = params.get('redirect') ?? '';
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

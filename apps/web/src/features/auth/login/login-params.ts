import { isDevice } from '../../../shared/device';

/** The query parameter that opens the login modal and picks its method (spec section 2). */
export const LOGIN_PARAM = 'lm';
export const LOGIN_PATH = '/login';

/**
 * The login views and the lm value of each (spec section 2, login method values of lm):
 * v SMS code, p password (account), f forgot password, b bind phone, h phone-maker one-tap,
 * '' (empty or absent) WeChat QR.
 */
export const LOGIN_METHODS = {
  sms: 'v',
  password: 'p',
  forgot: 'f',
  bind: 'b',
  huawei: 'h',
  qr: '',
} as const;

export type LoginView = keyof typeof LOGIN_METHODS;
export type LoginMethod = (typeof LOGIN_METHODS)[LoginView];

/** The one lm -> view table. Unknown values show SMS login. */
const VIEW_BY_LM: Record<string, LoginView> = {
  v: 'sms',
  p: 'password',
  f: 'forgot',
  b: 'bind',
  h: 'huawei',
  '': 'qr',
};

/** The suffix of each view's `login-view-<…>` test id. */
export const LOGIN_VIEW_TEST_ID: Record<LoginView, string> = {
  sms: 'v',
  password: 'p',
  forgot: 'f',
  bind: 'b',
  huawei: 'h',
  qr: 'qr',
};

/**
 * The view for an lm value. Inside the product's own app shell a QR cannot be scanned, so the
 * default (empty lm) is account login there; inside Huawei's host app (a HUAWEI device) the
 * default is the Huawei one-tap login. lm=h opens one-tap explicitly anywhere.
 */
export function loginViewOf(
  lm: string | null,
  options: { appShell?: boolean; huawei?: boolean } = {},
): LoginView {
  const view = VIEW_BY_LM[lm ?? ''] ?? 'sms';
  if (view !== 'qr') return view;
  if (options.appShell ?? isDevice('SLIDECRAFT')) return 'password';
  if (options.huawei ?? isDevice('HUAWEI')) return 'huawei';
  return view;
}

/** The same query with lm set (other parameters kept). */
export function withLoginParam(params: URLSearchParams, lm: string = 'v'): URLSearchParams {
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

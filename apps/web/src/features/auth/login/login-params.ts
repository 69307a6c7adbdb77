import { isDevice } from '../../../shared/device';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { localStore } from '../../../shared/storage/local-store';
import { wechatLoginOffered } from './login-options';

/** The query parameter that opens the login modal and picks its method (spec section 2). */
export const LOGIN_PARAM = 'lm';
export const LOGIN_PATH = '/login';

/**
 * The login views and the lm value of each (spec section 2, login method values of lm):
 * v SMS code, p password (account), f forgot password, b bind phone, h phone-maker one-tap,
 * '' (empty or absent) the device's default: the WeChat QR on a desktop, WeChat in-app login
 * inside WeChat (both are the spec's chat-app login, so they share the empty value).
 */
export const LOGIN_METHODS = {
  sms: 'v',
  password: 'p',
  forgot: 'f',
  bind: 'b',
  huawei: 'h',
  qr: '',
  wechat: '',
} as const;

export type LoginView = keyof typeof LOGIN_METHODS;
export type LoginMethod = (typeof LOGIN_METHODS)[LoginView];

/** The empty lm: the device's default login view (defaultLoginView). */
export const DEFAULT_LOGIN_METHOD: LoginMethod = '';

/** The one lm -> view table for the explicit values; empty is the device default. */
const VIEW_BY_LM: Record<string, LoginView> = {
  v: 'sms',
  p: 'password',
  f: 'forgot',
  b: 'bind',
  h: 'huawei',
};

/** The suffix of each view's `login-view-<…>` test id. */
export const LOGIN_VIEW_TEST_ID: Record<LoginView, string> = {
  sms: 'v',
  password: 'p',
  forgot: 'f',
  bind: 'b',
  huawei: 'h',
  qr: 'qr',
  wechat: 'wx',
};

/** Where the page runs, as far as the default login view cares; unset fields are detected. */
export interface LoginDevice {
  /** The product's own app shell (SLIDECRAFT). */
  appShell?: boolean;
  /** Inside WeChat (its in-app browser). */
  wechat?: boolean;
  /** A Huawei device, taken as Huawei's host app. */
  huawei?: boolean;
  /** Any phone or tablet browser (MB). */
  mobile?: boolean;
  /** The deployment offers WeChat login (the login options). */
  wechatLogin?: boolean;
}

/**
 * The view of an empty lm on this device. Only a desktop shows the WeChat QR: a QR cannot be
 * scanned with the phone that shows it. The app shell defaults to account login (spec section
 * 2), WeChat to its in-app login, Huawei's host app to one-tap, any other phone to SMS login.
 * WeChat comes before Huawei: WeChat on a Huawei phone also says HUAWEI in its user agent, but
 * Huawei's one-tap only works inside Huawei's own host app. A deployment without WeChat login
 * opens on SMS login wherever it would show a WeChat view.
 */
export function defaultLoginView(device: LoginDevice = {}): LoginView {
  const wechatLogin = device.wechatLogin ?? wechatLoginOffered();
  if (device.appShell ?? isDevice('SLIDECRAFT')) return 'password';
  if (device.wechat ?? isDevice('WECHAT')) return wechatLogin ? 'wechat' : 'sms';
  if (device.huawei ?? isDevice('HUAWEI')) return 'huawei';
  if (device.mobile ?? isDevice('MB')) return 'sms';
  return wechatLogin ? 'qr' : 'sms';
}

/** Remembers how the user last logged in (spec section 3, 'last login type'). */
export function rememberLoginType(lm: LoginMethod): void {
  localStore.set(STORAGE_KEYS.lastLoginType, lm);
}

/**
 * The lm a login opened without one starts on: the last login type when it works on this
 * device (phone-code and account login everywhere, one-tap only where it is the default), else
 * the device default (''), which is also where a WeChat login (QR or in-app) comes back to.
 */
export function rememberedLoginMethod(device: LoginDevice = {}): LoginMethod {
  const last = localStore.get(STORAGE_KEYS.lastLoginType);
  if (last === 'v' || last === 'p') return last;
  if (last === 'h' && defaultLoginView(device) === 'huawei') return 'h';
  return DEFAULT_LOGIN_METHOD;
}

/**
 * The view for an lm value: absent is the last login type (rememberedLoginMethod), empty the
 * device default, unknown values SMS login.
 */
export function loginViewOf(lm: string | null, device: LoginDevice = {}): LoginView {
  const method = lm ?? rememberedLoginMethod(device);
  if (!method) return defaultLoginView(device);
  return VIEW_BY_LM[method] ?? 'sms';
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

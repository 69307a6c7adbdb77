import { loginViewOf, type LoginMethod, type LoginView } from './login-params';

/** What the switch next to a view's title says (an i18n key under `switch.`). */
export type LoginSwitchLabel = 'toPhone' | 'toAccount' | 'toQr' | 'toWechat' | 'toHuawei';

export interface LoginSwitchTarget {
  lm: LoginMethod;
  label: LoginSwitchLabel;
}

/** The label of a switch back to each device default (empty lm). */
const DEFAULT_LABEL: Partial<Record<LoginView, LoginSwitchLabel>> = {
  qr: 'toQr',
  password: 'toAccount',
  wechat: 'toWechat',
  huawei: 'toHuawei',
};

/**
 * Where the switch next to the title leads (spec section 2: it toggles phone login and the
 * default login). From the device default it goes to phone login, from anywhere else back to
 * the default, named after what the default is on this device. On a plain phone browser the
 * default already is phone login (a QR there cannot be scanned), so the switch toggles phone
 * and account login instead.
 */
export function loginSwitchOf(view: LoginView, defaultView: LoginView): LoginSwitchTarget {
  if (defaultView === 'sms') {
    return view === 'sms' ? { lm: 'p', label: 'toAccount' } : { lm: 'v', label: 'toPhone' };
  }
  if (view === defaultView) return { lm: 'v', label: 'toPhone' };
  return { lm: '', label: DEFAULT_LABEL[defaultView] ?? 'toQr' };
}

/** The view the switch on `view` opens (so a view does not offer the same place twice). */
export function loginSwitchView(view: LoginView, defaultView: LoginView): LoginView {
  const { lm } = loginSwitchOf(view, defaultView);
  return lm ? loginViewOf(lm) : defaultView;
}

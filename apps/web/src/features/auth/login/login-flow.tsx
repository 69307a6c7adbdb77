import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { REGISTER_EVENT, track, type AnalyticsProps } from '../../../shared/analytics';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { toast } from '../../../shared/ui';
import { sessionKeys } from '../session/session-keys';
import {
  LOGIN_METHODS,
  defaultLoginView,
  rememberLoginType,
  withLoginParam,
  type LoginDevice,
  type LoginMethod,
  type LoginView,
} from './login-params';
import { useAuthTranslation } from '../auth-texts';

/** What a login view can do besides its own calls. */
export interface LoginFlow {
  /** Switches to another login view (sets lm, keeps the other query parameters). */
  go: (lm: LoginMethod) => void;
  /** The login is complete: the modal closes / the login page leaves. */
  finish: () => void;
  /** Stores a new session token (the page is told first, so it does not leave on its own). */
  signIn: (token: string) => void;
  /** The view an empty lm shows on this device (what `go('')` leads to). */
  defaultView: LoginView;
}

const LoginFlowContext = createContext<LoginFlow | null>(null);

/** Provides the flow to the views of one login panel. */
export function LoginFlowProvider({
  onSuccess,
  onSignIn,
  device,
  children,
}: {
  onSuccess: () => void;
  onSignIn?: () => void;
  /** The device the default view is picked for; detected when absent (tests pass one). */
  device?: LoginDevice;
  children: ReactNode;
}) {
  const [, setParams] = useSearchParams();
  const defaultView = defaultLoginView(device);
  const flow = useMemo<LoginFlow>(
    () => ({
      go: (lm) =>
        setParams((prev) => withLoginParam(prev, lm), { replace: true, preventScrollReset: true }),
      finish: onSuccess,
      signIn: (token) => {
        onSignIn?.();
        sessionToken.set(token);
      },
      defaultView,
    }),
    [setParams, onSuccess, onSignIn, defaultView],
  );
  return <LoginFlowContext.Provider value={flow}>{children}</LoginFlowContext.Provider>;
}

const standalone: LoginFlow = {
  go: () => undefined,
  finish: () => undefined,
  signIn: (token) => sessionToken.set(token),
  get defaultView() {
    return defaultLoginView();
  },
};

/** The flow of the surrounding login panel (a form rendered on its own only stores the token). */
export function useLoginFlow(): LoginFlow {
  return useContext(LoginFlowContext) ?? standalone;
}

/** How a login view signed in. */
export type LoginKind = 'phone' | 'wechat' | 'password' | 'huawei';

/** The lm each way of logging in is remembered as (WeChat: the device default). */
const LOGIN_TYPE_LM: Record<LoginKind, LoginMethod> = {
  phone: LOGIN_METHODS.sms,
  password: LOGIN_METHODS.password,
  wechat: LOGIN_METHODS.qr,
  huawei: LOGIN_METHODS.huawei,
};

/** After a login: remembers its type for the next login view (spec section 3). */
export function rememberLoginKind(method: LoginKind): void {
  rememberLoginType(LOGIN_TYPE_LM[method]);
}

/** The campaign kept in sessionStorage (spec section 4), if any. */
export function sessionCampaign(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.campaign);
  } catch {
    return null;
  }
}

/** Registration analytics per login method (spec section 4); password logins never register. */
const REGISTER_PROPS: Partial<Record<LoginKind, AnalyticsProps>> = {
  phone: { method: 'phone' },
  wechat: { register_method: 'wechat' },
  huawei: { register_method: 'huawei' },
};

/**
 * After a login call succeeded: store the token, report a registration for new users, refresh
 * the user and say so. The caller decides what comes next (finish or bind phone).
 */
export function useCompleteLogin() {
  const { t } = useAuthTranslation();
  const queryClient = useQueryClient();
  const { signIn } = useLoginFlow();
  return useCallback(
    async (result: { token: string; isNewUser?: boolean }, method: LoginKind) => {
      signIn(result.token);
      rememberLoginKind(method);
      const props = REGISTER_PROPS[method];
      const campaign = sessionCampaign();
      if (result.isNewUser && props)
        track(REGISTER_EVENT, campaign ? { ...props, campaign } : props);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast.success(t('sms.loginSuccess'));
    },
    [signIn, queryClient, t],
  );
}

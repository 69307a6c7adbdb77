import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { REGISTER_EVENT, track } from '../../../shared/analytics';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { toast } from '../../../shared/ui';
import { bindWechatByCode, loginByHuawei, loginByMobileWechat, traceCampaign } from './session-api';
import { rememberLoginKind, sessionCampaign } from '../login/login-flow';
import { LOGIN_METHODS, LOGIN_PARAM } from '../login/login-params';
import { takeLoginState } from '../login/login-state';
import { accountLabel, confirmAccountSwitch } from './account-switch-dialog';
import {
  huaweiCallbackMessage,
  huaweiFailureMessage,
  readAddressSession,
  wechatFailureMessage,
} from './address-session';
import { adoptAddressToken, type AddressTokenSteps } from './address-token';
import { sessionKeys } from './session-keys';
import { endSession } from './useLogout';
import { sessionQuery, useSession } from './useSession';
import { useAuthTranslation } from '../auth-texts';

/** The longest a login return waits for its destination to be shown before it signs in. */
const ARRIVAL_WAIT_MS = 10_000;

/** Codes already sent for exchange (a code works once; StrictMode runs effects twice). */
const exchanged = new Set<string>();

/**
 * Where to go after a login through an authorize page (Huawei, WeChat): the path it started
 * from, without lm, or with lm=b when no phone is bound.
 */
export function afterLogin(redirect: string, isBindPhone: boolean): string {
  const url = new URL(redirect, 'http://local');
  url.searchParams.delete(LOGIN_PARAM);
  if (!isBindPhone) url.searchParams.set(LOGIN_PARAM, LOGIN_METHODS.bind);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What every code exchange answers. */
interface ExchangeResult {
  token: string;
  isNewUser: boolean;
  isBindPhone: boolean;
  redirect: string;
}

/**
 * Session parameters of the page address, handled once at app start (spec section 4): `token`
 * becomes the session in a browser without one, and replaces another account's only when the
 * user agrees (adoptAddressToken); a `code` + `state` from Huawei (`thirdLogin=huawei`,
 * loginByHuawei) or WeChat (`thirdLogin=wechat` or none, loginByMobileWechat) is
 * exchanged when this browser started that login (its state), then the user is refreshed, and
 * an account without a phone goes on to lm=b; a campaign parameter is kept in sessionStorage. Handled parameters leave the address. (`lang`
 * is handled by the locale feature.)
 */
export function AddressSessionSync() {
  const { t } = useAuthTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;

  // Navigations waiting to be shown: the app's router renders a new address in a transition,
  // which commits only once the next page's code has loaded, and navigate() does not wait for
  // it. `arrive` resolves once the address shown is the target (path and query), or after
  // ARRIVAL_WAIT_MS, should the page rewrite its address on the way.
  const shown = useRef(`${pathname}${search}`);
  const arrivals = useRef<{ address: string; resolve: () => void }[]>([]);
  useLayoutEffect(() => {
    shown.current = `${pathname}${search}`;
    arrivals.current = arrivals.current.filter((arrival) => {
      if (arrival.address !== shown.current) return true;
      arrival.resolve();
      return false;
    });
  }, [pathname, search]);
  const arrive = useCallback(
    (target: string, options: NavigateOptions) =>
      new Promise<void>((resolve) => {
        const url = new URL(target, 'http://local');
        const address = `${url.pathname}${url.search}`;
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, ARRIVAL_WAIT_MS);
        if (address === shown.current) done();
        else arrivals.current.push({ address, resolve: done });
        void navigate(target, options);
      }),
    [navigate],
  );

  // After a login, the campaign kept in this tab reaches the account (the campaign trace;
  // the server keeps the first one), once per account and campaign.
  useEffect(() => {
    if (!userId) return;
    const campaign = sessionCampaign();
    if (!campaign) return;
    const mark = `${userId}|${campaign}`;
    try {
      if (window.sessionStorage.getItem(STORAGE_KEYS.campaignTraced) === mark) return;
    } catch {
      return;
    }
    traceCampaign(campaign).then(
      () => {
        try {
          window.sessionStorage.setItem(STORAGE_KEYS.campaignTraced, mark);
        } catch {
          // Best effort: the next page load tries again.
        }
      },
      () => undefined,
    );
  }, [userId]);

  useEffect(() => {
    const { action, campaign, cleaned } = readAddressSession(new URLSearchParams(search), pathname);
    if (campaign) {
      try {
        window.sessionStorage.setItem(STORAGE_KEYS.campaign, campaign);
      } catch {
        // Storage may be unavailable (private mode); the campaign is best effort.
      }
    }
    if (cleaned) {
      const query = cleaned.toString();
      void navigate(
        { pathname, search: query ? `?${query}` : '', hash },
        { replace: true, preventScrollReset: true },
      );
    }
    const refreshUser = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });

    /** Takes a `?token=` once (StrictMode runs effects twice), then says how it ended. */
    const adoptOnce = (token: string, steps: AddressTokenSteps) => {
      const key = `token:${token}`;
      if (exchanged.has(key)) return;
      exchanged.add(key);
      void adoptAddressToken(token, steps).then(async (outcome) => {
        exchanged.delete(key);
        if (outcome.kind === 'invalid') toast.warning(t('linkSession.invalid'));
        if (outcome.kind === 'unchecked') toast.error(t('linkSession.unchecked'));
        if (outcome.kind === 'switched') {
          toast.success(t('linkSession.switched', { account: accountLabel(outcome.account) }));
        }
        if (outcome.kind === 'stored' || outcome.kind === 'switched') await refreshUser();
      });
    };

    /** Exchanges a code once, then signs in; `onError` shows the provider's failure. */
    const exchange = (
      key: string,
      method: 'huawei' | 'wechat',
      state: string | undefined,
      call: () => Promise<ExchangeResult>,
      onError: (error: unknown) => void,
    ) => {
      if (exchanged.has(key)) return;
      exchanged.add(key);
      // A return whose state this browser did not make is someone else's login (login CSRF).
      if (!takeLoginState(state)) {
        toast.error(t('loginReturn.foreign'));
        return;
      }
      call().then(async (result) => {
        // Reach the destination (lm=b when no phone is bound) before storing the token: the
        // /login page leaves for home as soon as it sees a session outside the bind view, and
        // the router shows a new page only once its code has loaded (arrive).
        await arrive(afterLogin(result.redirect, result.isBindPhone), {
          replace: true,
          preventScrollReset: true,
        });
        sessionToken.set(result.token);
        rememberLoginKind(method);
        const campaign = sessionCampaign();
        if (result.isNewUser) {
          track(REGISTER_EVENT, { register_method: method, ...(campaign ? { campaign } : {}) });
        }
        await refreshUser();
        if (result.isBindPhone) toast.success(t('sms.loginSuccess'));
      }, onError);
    };

    switch (action.kind) {
      case 'none':
        return;
      case 'token':
        adoptOnce(action.token, {
          currentUser: (token) => queryClient.fetchQuery(sessionQuery(token)),
          confirmSwitch: confirmAccountSwitch,
          endCurrent: () => endSession(queryClient),
        });
        return;
      case 'huawei-error':
        toast.error(t(huaweiCallbackMessage(action.error)));
        return;
      case 'huawei':
        exchange(
          `huawei:${action.code}`,
          'huawei',
          action.state,
          () => loginByHuawei({ authorizationCode: action.code, state: action.state }),
          (error) => {
            const key = huaweiFailureMessage(error);
            if (key) toast.error(t(key));
            else
              toast.warning(
                error instanceof Error && error.message ? error.message : t('huawei.accountFailed'),
              );
          },
        );
        return;
      case 'wechat-error':
        toast.error(t('wechat.loginFailed'));
        return;
      case 'wechat-bind-error':
        toast.error(t('wechat.bindFailed'));
        return;
      case 'wechat-bind': {
        const key = `wechat-bind:${action.code}`;
        if (exchanged.has(key)) return;
        exchanged.add(key);
        // 5108 (another account's WeChat) and other failures are toasted by the client.
        bindWechatByCode({ code: action.code, state: action.state }).then(
          async (result) => {
            await arrive(result.redirect, { replace: true, preventScrollReset: true });
            await refreshUser();
            toast.success(t('wechat.bindSuccess'));
          },
          () => undefined,
        );
        return;
      }
      case 'wechat':
        exchange(
          `wechat:${action.code}`,
          'wechat',
          action.state,
          () => loginByMobileWechat({ code: action.code, state: action.state }),
          (error) => toast.error(t(wechatFailureMessage(error))),
        );
        return;
    }
  }, [search, pathname, hash, navigate, arrive, queryClient, t]);

  return null;
}

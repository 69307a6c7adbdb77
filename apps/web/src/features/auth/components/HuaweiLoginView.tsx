import { Button } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { browserNavigation } from '../../../shared/browser';
import { toast } from '../../../shared/ui';
import { fetchHuaweiAuthorizeUrl } from '../api';
import { loginByHuawei } from '../session/session-api';
import { useAgreement } from '../hooks/useAgreement';
import { huaweiHostBridge, nativeAnonymousLogin, nativeOneTap } from '../login/huawei-host';
import { useCompleteLogin, useLoginFlow } from '../login/login-flow';
import { rememberLoginState } from '../login/login-state';
import { huaweiFailureMessage } from '../session/address-session';
import { AgreementCheckbox } from './AgreementCheckbox';
import { ViewHeader } from './ViewHeader';
import { useAuthTranslation } from '../auth-texts';

/**
 * lm=h: Huawei account one-tap login (the default inside Huawei's host app). Inside the host
 * app with its native hook (huawei-host.ts), the button gets a code from the host's one-tap
 * phone login, or when that fails from its anonymous quick login, and exchanges it right here;
 * without the hook, or when neither gives a code, it asks the server for
 * the authorize address (bound to the current path) and leaves for Huawei, whose return
 * (`?code&state&thirdLogin=huawei`) is handled by AddressSessionSync at app start.
 */
export function HuaweiLoginView() {
  const { t } = useAuthTranslation();
  const flow = useLoginFlow();
  const completeLogin = useCompleteLogin();
  const { pathname, search } = useLocation();
  const { agreed, setAgreed, ensureAgreed } = useAgreement({ huawei: true });
  const [busy, setBusy] = useState(false);

  const showFailure = (error: unknown) => {
    const key = huaweiFailureMessage(error);
    if (key) toast.error(t(key));
    else toast.warning(t('huawei.accountFailed'));
  };

  /** The native one-tap; true when it settled the matter (signed in, cancelled or refused). */
  const tryNative = async (): Promise<boolean> => {
    // Read at tap time: a host may inject its hook after the page has rendered.
    const bridge = huaweiHostBridge();
    if (!bridge) return false;
    let native = await nativeOneTap(bridge);
    // The one-tap phone login failed (not cancelled): the host's anonymous quick login next.
    if (native.kind === 'failed') native = await nativeAnonymousLogin(bridge);
    if (native.kind === 'failed') return false;
    if (native.kind === 'cancelled') {
      toast.error(t('huawei.cancelled'));
      return true;
    }
    try {
      const result = await loginByHuawei({ authorizationCode: native.code, native: true });
      await completeLogin(result, 'huawei');
      if (result.isBindPhone) flow.finish();
      else flow.go('b');
    } catch (error) {
      // The host did its part; a refused code or Huawei being down is said as such, and the
      // user picks what next (tap again, or other ways) rather than being sent off to Huawei.
      showFailure(error);
    }
    return true;
  };

  const redirect = async () => {
    try {
      const { url } = await fetchHuaweiAuthorizeUrl(`${pathname}${search}`);
      // Only a return with this state is exchanged here (AddressSessionSync).
      rememberLoginState(url);
      // Stays busy: the page is leaving for Huawei.
      browserNavigation.assign(url);
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  };

  const start = async () => {
    if (busy || !(await ensureAgreed())) return;
    setBusy(true);
    if ((await tryNative()) || !(await redirect())) setBusy(false);
  };

  return (
    <>
      <ViewHeader title={t('huawei.title')} subtitle={t('huawei.subtitle')} />
      <Button
        type="primary"
        size="large"
        block
        loading={busy}
        onClick={() => void start()}
        data-testid="huawei-login"
      >
        {t('huawei.oneTap')}
      </Button>
      <AgreementCheckbox checked={agreed} onChange={setAgreed} huawei />
      <div className="sc-login-more">
        <Button
          type="link"
          size="small"
          onClick={() => flow.go('v')}
          data-testid="login-other-ways"
        >
          {t('huawei.otherWays')}
        </Button>
      </div>
    </>
  );
}

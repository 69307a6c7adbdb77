import { WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { browserNavigation } from '../../../shared/browser';
import { toast } from '../../../shared/ui';
import { fetchMobileWechatUrl } from '../api';
import { useAgreement } from '../hooks/useAgreement';
import { useLoginFlow } from '../login/login-flow';
import { withoutLoginParam } from '../login/login-params';
import { rememberLoginState } from '../login/login-state';
import { wechatFailureMessage } from '../session/address-session';
import { AgreementCheckbox } from './AgreementCheckbox';
import { ViewHeader } from './ViewHeader';
import { useAuthTranslation } from '../auth-texts';

/** Where WeChat should bring the user back: the current address without lm. */
function callbackOf(pathname: string, search: string): string {
  const query = withoutLoginParam(new URLSearchParams(search)).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * WeChat in-app login, the default view (empty lm) inside WeChat, where a QR cannot be scanned.
 * The button asks the server for WeChat's authorize address, bound to the page the login
 * started on, and leaves for it; the return (`/login?thirdLogin=wechat&code&state`) is
 * exchanged by AddressSessionSync, which then brings the user back to that page.
 */
export function WechatLoginView() {
  const { t } = useAuthTranslation();
  const { go } = useLoginFlow();
  const { pathname, search } = useLocation();
  const { agreed, setAgreed, ensureAgreed } = useAgreement();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (busy || !(await ensureAgreed())) return;
    setBusy(true);
    try {
      const { url } = await fetchMobileWechatUrl(callbackOf(pathname, search));
      // Only a return with this state is exchanged here (AddressSessionSync).
      rememberLoginState(url);
      // Stays busy: the page is leaving for WeChat.
      browserNavigation.assign(url);
    } catch (error) {
      toast.error(t(wechatFailureMessage(error)));
      setBusy(false);
    }
  };

  return (
    <>
      <ViewHeader title={t('wechat.title')} subtitle={t('wechat.subtitle')} />
      <Button
        color="green"
        variant="solid"
        size="large"
        block
        icon={<WechatOutlined />}
        loading={busy}
        onClick={() => void start()}
        className="sc-wechat-login"
        data-testid="wechat-login"
      >
        {t('wechat.oneTap')}
      </Button>
      <AgreementCheckbox checked={agreed} onChange={setAgreed} />
      <div className="sc-login-more">
        <Button type="link" size="small" onClick={() => go('v')} data-testid="login-other-ways">
          {t('wechat.otherWays')}
        </Button>
      </div>
    </>
  );
}

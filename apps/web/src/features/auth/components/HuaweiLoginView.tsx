import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browserNavigation } from '../../../shared/browser';
import { toast } from '../../../shared/ui';
import { fetchHuaweiAuthorizeUrl } from '../api';
import { useAgreement } from '../hooks/useAgreement';
import { useLoginFlow } from '../login/login-flow';
import { huaweiFailureMessage } from '../session/address-session';
import { AgreementCheckbox } from './AgreementCheckbox';
import { ViewHeader } from './ViewHeader';

/**
 * lm=h: Huawei account one-tap login (the default inside Huawei's host app). The button asks
 * the server for the authorize address (bound to the current path) and leaves for Huawei; the
 * return (`?code&state&thirdLogin=huawei`) is handled by AddressSessionSync at app start.
 */
export function HuaweiLoginView() {
  const { t } = useTranslation('auth');
  const { go } = useLoginFlow();
  const { pathname, search } = useLocation();
  const { agreed, setAgreed, ensureAgreed } = useAgreement({ huawei: true });
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (busy || !(await ensureAgreed())) return;
    setBusy(true);
    try {
      const { url } = await fetchHuaweiAuthorizeUrl(`${pathname}${search}`);
      browserNavigation.assign(url);
    } catch (error) {
      const key = huaweiFailureMessage(error);
      if (key) toast.error(t(key));
      else toast.warning(t('huawei.accountFailed'));
      setBusy(false);
    }
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
        <Button type="link" size="small" onClick={() => go('v')} data-testid="login-other-ways">
          {t('huawei.otherWays')}
        </Button>
      </div>
    </>
  );
}

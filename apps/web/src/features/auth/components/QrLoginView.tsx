import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { QRCode, Spin } from 'antd';
import { useState } from 'react';
import { useAgreement } from '../hooks/useAgreement';
import { useQrLogin, type QrScanResult } from '../hooks/useQrLogin';
import { useCompleteLogin, useLoginFlow } from '../login/login-flow';
import { AgreementCheckbox } from './AgreementCheckbox';
import { LoginSwitch } from './LoginSwitch';
import { QrHowToLink, QrIllustration } from './QrIllustration';
import { ViewHeader } from './ViewHeader';
import { useAuthTranslation } from '../auth-texts';

const QR_SIZE = 180;

/** lm empty: WeChat QR login, made once the agreement is ticked and polled until scanned. */
export function QrLoginView() {
  const { t } = useAuthTranslation();
  const flow = useLoginFlow();
  const completeLogin = useCompleteLogin();
  const agreement = useAgreement();

  const onScanned = async (result: QrScanResult) => {
    await completeLogin(result, 'wechat');
    if (result.isBindPhone) flow.finish();
    else flow.go('b');
  };
  const qr = useQrLogin(agreement.agreed, (result) => void onScanned(result));
  const [illustrated, setIllustrated] = useState(false);

  return (
    <>
      <ViewHeader
        title={t('qr.title')}
        subtitle={t('qr.subtitle')}
        extra={<LoginSwitch view="qr" />}
      />
      <div className="sc-qr-box">
        {illustrated ? (
          <QrIllustration onBack={() => setIllustrated(false)} onHuawei={() => flow.go('h')} />
        ) : qr.phase === 'idle' ? (
          <div className="sc-qr-frame sc-qr-placeholder" data-testid="qr-hint">
            {t('qr.hint')}
          </div>
        ) : (
          <div className="sc-qr-frame">
            {qr.url ? (
              <div data-testid="qr-image" data-url={qr.url} role="img" aria-label={t('qr.alt')}>
                <QRCode value={qr.url} type="svg" size={QR_SIZE} bordered={false} />
              </div>
            ) : (
              <Spin aria-label={t('qr.loading')} spinning={qr.phase === 'loading'} />
            )}
            {(qr.phase === 'expired' || qr.phase === 'failed') && (
              <div
                className="sc-qr-cover"
                data-testid={qr.phase === 'expired' ? 'qr-expired' : 'qr-failed'}
              >
                <button type="button" onClick={qr.refresh} data-testid="qr-refresh">
                  <ReloadOutlined />
                  <span>{qr.phase === 'expired' ? t('qr.expired') : t('qr.failed')}</span>
                </button>
              </div>
            )}
            {qr.phase === 'done' && (
              <div className="sc-qr-cover" data-testid="qr-done">
                <CheckCircleFilled />
                <span>{t('sms.loginSuccess')}</span>
              </div>
            )}
          </div>
        )}
      </div>
      {!illustrated && (
        <div className="sc-login-more">
          <QrHowToLink onOpen={() => setIllustrated(true)} />
        </div>
      )}
      <AgreementCheckbox checked={agreement.agreed} onChange={agreement.setAgreed} />
    </>
  );
}

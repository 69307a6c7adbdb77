import { Button } from 'antd';
import { isDevice } from '../../../shared/device';
import { useUserGuideTranslation } from '../../user-guide/user-guide-texts';
import { huaweiHostBridge } from '../login/huawei-host';
import './qr-illustration.css';

/** A phone scanning the computer's QR code (drawn here: no picture to fetch). */
function ScanPicture({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 240 150" className="sc-qr-illustration-picture" role="img" aria-label={label}>
      <rect x="8" y="14" width="128" height="88" rx="6" fill="#f5f5f5" stroke="#bfbfbf" />
      <rect x="50" y="102" width="44" height="12" fill="#d9d9d9" />
      <rect x="34" y="114" width="76" height="6" rx="3" fill="#d9d9d9" />
      <g fill="#1f1f1f">
        <rect x="52" y="30" width="16" height="16" />
        <rect x="76" y="30" width="16" height="16" />
        <rect x="52" y="54" width="16" height="16" />
        <rect x="78" y="56" width="5" height="5" />
        <rect x="86" y="64" width="6" height="6" />
        <rect x="76" y="66" width="5" height="4" />
      </g>
      <rect
        x="150"
        y="36"
        width="60"
        height="104"
        rx="10"
        fill="#fff"
        stroke="#1f1f1f"
        strokeWidth="3"
      />
      <rect x="158" y="50" width="44" height="70" rx="3" fill="#e8f7ec" />
      <line x1="160" y1="84" x2="200" y2="84" stroke="#07c160" strokeWidth="3" />
      <path d="M150 70 L96 52 M150 96 L96 70" stroke="#07c160" strokeDasharray="4 4" />
      <circle cx="180" cy="130" r="4" fill="#1f1f1f" />
    </svg>
  );
}

/**
 * The PC code-login illustration screen (spec section 2): how to scan the login QR with the
 * phone, step by step. With a host app's one-tap hook, on Huawei's brand variant only, it also
 * offers the Huawei one-tap login.
 */
export function QrIllustration({ onBack, onHuawei }: { onBack: () => void; onHuawei: () => void }) {
  const { t } = useUserGuideTranslation();
  const oneTap = isDevice('HUAWEI') && huaweiHostBridge() !== null;
  return (
    <div className="sc-qr-illustration" data-testid="qr-illustration">
      <ScanPicture label={t('codeLogin.alt')} />
      <ol className="sc-qr-illustration-steps">
        <li>{t('codeLogin.step1')}</li>
        <li>{t('codeLogin.step2')}</li>
        <li>{t('codeLogin.step3')}</li>
      </ol>
      <div className="sc-qr-illustration-actions">
        {oneTap && (
          <Button type="primary" block onClick={onHuawei} data-testid="qr-illustration-huawei">
            {t('codeLogin.huawei')}
          </Button>
        )}
        <Button block onClick={onBack} data-testid="qr-illustration-back">
          {t('codeLogin.back')}
        </Button>
      </div>
    </div>
  );
}

/** The link to the illustration, under the QR: on a computer only (PC or Mac). */
export function QrHowToLink({ onOpen }: { onOpen: () => void }) {
  const { t } = useUserGuideTranslation();
  if (!isDevice('PC') && !isDevice('MAC')) return null;
  return (
    <Button type="link" size="small" onClick={onOpen} data-testid="qr-howto">
      {t('codeLogin.howTo')}
    </Button>
  );
}

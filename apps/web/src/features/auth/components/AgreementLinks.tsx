import { Trans } from 'react-i18next';

const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

export type AgreementKey =
  | 'agreement.text'
  | 'agreement.confirmContent'
  | 'agreement.textHuawei'
  | 'agreement.confirmContentHuawei';

/**
 * The agreement sentence with its links (user agreement, privacy policy); the lm=h variants
 * also name the Huawei authentication agreement (shown by name: its address is Huawei's).
 */
export function AgreementLinks({ i18nKey }: { i18nKey: AgreementKey }) {
  return (
    <Trans
      ns="auth"
      i18nKey={i18nKey}
      components={{
        ua: <a href="/legal/user-agreement" {...linkProps} />,
        pp: <a href="/legal/privacy-policy" {...linkProps} />,
        hw: <span className="sc-agreement-huawei" data-testid="huawei-agreement" />,
      }}
    />
  );
}

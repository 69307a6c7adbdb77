import { Trans } from 'react-i18next';

const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The agreement sentence with its two links (user agreement, privacy policy). */
export function AgreementLinks({
  i18nKey,
}: {
  i18nKey: 'agreement.text' | 'agreement.confirmContent';
}) {
  return (
    <Trans
      ns="auth"
      i18nKey={i18nKey}
      components={{
        ua: <a href="/legal/user-agreement" {...linkProps} />,
        pp: <a href="/legal/privacy-policy" {...linkProps} />,
      }}
    />
  );
}

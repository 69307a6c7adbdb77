import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';

const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** 'Paying means agreeing to the user agreement and privacy policy' (both open in a new tab). */
export function PayAgreement({ children }: { children?: ReactNode }) {
  return (
    <p className="sc-membership-terms">
      <Trans
        ns="membership"
        i18nKey="agreement"
        components={{
          ua: <a href="/legal/user-agreement" {...linkProps} />,
          pp: <a href="/legal/privacy-policy" {...linkProps} />,
        }}
      />
      {children}
    </p>
  );
}

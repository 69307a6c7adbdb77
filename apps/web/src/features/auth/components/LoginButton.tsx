import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoginModal } from '../login/useLoginModal';

/** The header's login button: opens the login modal on the current page. */
export function LoginButton() {
  const { t } = useTranslation('auth');
  const { open } = useLoginModal();
  return (
    <Button type="primary" onClick={() => open('v')} data-testid="login-button">
      {t('session.login')}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appConfig } from '../../../shared/config';

/** The footer's links, separated by dots as antd's Space with a separator lays them out. */
export function AppFooter() {
  const { t } = useTranslation('layout');
  return (
    <footer className="sc-footer">
      <div className="sc-footer-links">
        <Link to="/legal/user-agreement">{t('footer.userAgreement')}</Link>
        <span className="sc-footer-dot">·</span>
        <Link to="/legal/privacy-policy">{t('footer.privacyPolicy')}</Link>
        <span className="sc-footer-dot">·</span>
        <a href={appConfig.supportUrl} target="_blank" rel="noopener noreferrer">
          {t('footer.contactSupport')}
        </a>
      </div>
      <div className="sc-footer-copy">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}

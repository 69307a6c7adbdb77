import { Layout, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appConfig } from '../../../shared/config';

export function AppFooter() {
  const { t } = useTranslation('layout');
  return (
    <Layout.Footer className="sc-footer">
      <Space separator="·" wrap>
        <Link to="/legal/user-agreement">{t('footer.userAgreement')}</Link>
        <Link to="/legal/privacy-policy">{t('footer.privacyPolicy')}</Link>
        <a href={appConfig.supportUrl} target="_blank" rel="noopener noreferrer">
          {t('footer.contactSupport')}
        </a>
      </Space>
      <div className="sc-footer-copy">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </div>
    </Layout.Footer>
  );
}

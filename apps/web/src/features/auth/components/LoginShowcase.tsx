import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../shared/ui';
import { TemplateWall } from '../../templates';

/** The desktop login page's left panel: a wall of template thumbnails, the logo and the tagline. */
export function LoginShowcase() {
  const { t } = useTranslation('auth');
  return (
    <div className="sc-login-showcase">
      <TemplateWall />
      <div className="sc-login-tagline">
        <Logo size={40} />
        <Typography.Title level={2}>{t('page.tagline')}</Typography.Title>
        <Typography.Paragraph>{t('page.taglineSub')}</Typography.Paragraph>
      </div>
    </div>
  );
}

import { Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../features/auth';
import { PlanCards, RightsComparison } from '../features/pricing';
import { useDocumentTitle } from '../shared/useDocumentTitle';

export default function Pricing() {
  const { t } = useTranslation('pricing');
  const { user } = useSession();
  const { hash } = useLocation();
  useDocumentTitle(t('compare.title'));
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <div className="sc-page sc-pricing">
      <div className="sc-page-head">
        <Typography.Title>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      </div>
      <PlanCards current={user ? (user.isRole ? 'professional' : 'basic') : null} />
      <RightsComparison />
    </div>
  );
}

import { Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../features/auth';
import {
  MEMBERSHIP_PARAM,
  PRODUCT_PARAM,
  ProductCards,
  useMembershipParams,
  useProducts,
} from '../features/membership';
import { PlanCards, RightsComparison } from '../features/pricing';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { usePricingTranslation } from '../features/pricing/pricing-texts';

export default function Pricing() {
  const { t } = usePricingTranslation();
  const { user } = useSession();
  const { hash } = useLocation();
  const { set } = useMembershipParams();
  const products = useProducts();
  const buy = (productId?: string) =>
    set({ [MEMBERSHIP_PARAM]: '', [PRODUCT_PARAM]: productId ?? null });
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
      <PlanCards
        current={user ? (user.isRole ? 'professional' : 'basic') : null}
        onUpgrade={() => buy()}
      />
      {products.data && (
        <section className="sc-pricing-plans" data-testid="pricing-products">
          <Typography.Title level={3}>{t('plansTitle')}</Typography.Title>
          <ProductCards products={products.data.items} selected={null} onSelect={buy} />
        </section>
      )}
      <RightsComparison />
    </div>
  );
}

import { CrownFilled } from '@ant-design/icons';
import { Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import { Money } from '../../../shared/ui';
import { useProducts } from '../../membership';
import { PLAN_IDS, professionalMonthlyPrice, type PlanId } from '../plans';
import { usePricingTranslation } from '../pricing-texts';

/**
 * One card per plan with its monthly price and a purchase button: basic is free, professional
 * is priced from the catalogue (GET /api/products). `current` is the signed-in user's plan,
 * null when signed out.
 */
export function PlanCards({
  current,
  onUpgrade,
}: {
  current: PlanId | null;
  /** Opens the membership modal (login first when signed out). */
  onUpgrade: () => void;
}) {
  const { t } = usePricingTranslation();
  return (
    <Row gutter={[24, 24]} justify="center">
      {PLAN_IDS.map((plan) => (
        <Col key={plan} xs={24} sm={12} lg={8}>
          <Card className={`sc-plan sc-plan-${plan}`} data-testid={`plan-${plan}`}>
            <Typography.Title level={4}>
              {plan === 'professional' && <CrownFilled style={{ color: '#FAAD14' }} />}{' '}
              {t(`plans.${plan}.name`)}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {t(`plans.${plan}.description`)}
            </Typography.Paragraph>
            {plan === 'professional' ? (
              <ProfessionalPrice />
            ) : (
              <div className="sc-plan-price">
                <Money cents={0} size={36} />
                <Typography.Text type="secondary">{t('perMonth')}</Typography.Text>
              </div>
            )}
            {plan === 'professional' ? (
              <Button
                block
                size="large"
                type="primary"
                onClick={onUpgrade}
                data-testid="plan-upgrade"
              >
                {current === 'professional' ? t('renew') : t('upgrade')}
              </Button>
            ) : (
              <Button block size="large" disabled>
                {current === 'basic' ? t('current') : t('free')}
              </Button>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The monthly plan's price (or the cheapest plan's per 30 days), a skeleton while it loads. */
function ProfessionalPrice() {
  const { t } = usePricingTranslation();
  const products = useProducts();
  const price = products.data ? professionalMonthlyPrice(products.data.items) : null;
  return (
    <div
      className="sc-plan-price"
      data-testid="plan-professional-price"
      aria-busy={products.isPending}
    >
      {products.isPending ? (
        <Skeleton.Button active size="large" />
      ) : price ? (
        <>
          <Money cents={price.cents} size={36} />
          <Typography.Text type="secondary">
            {price.averaged ? t('perMonthAveraged') : t('perMonth')}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{t('priceUnavailable')}</Typography.Text>
      )}
    </div>
  );
}

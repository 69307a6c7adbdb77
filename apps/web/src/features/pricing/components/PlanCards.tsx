import { CrownFilled } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/ui';
import { PLAN_PREVIEWS, type PlanId } from '../plans';

/**
 * One card per plan with its price (Money) and a purchase button . `current` is the
 * signed-in user's plan, null when signed out.
 */
export function PlanCards({
  current,
  onUpgrade,
}: {
  current: PlanId | null;
  /** Opens the membership modal (login first when signed out). */
  onUpgrade: () => void;
}) {
  const { t } = useTranslation('pricing');
  return (
    <Row gutter={[24, 24]} justify="center">
      {PLAN_PREVIEWS.map((plan) => {
        return (
          <Col key={plan.id} xs={24} sm={12} lg={8}>
            <Card className={`sc-plan sc-plan-${plan.id}`} data-testid={`plan-${plan.id}`}>
              <Typography.Title level={4}>
                {plan.id === 'professional' && <CrownFilled style={{ color: '#FAAD14' }} />}{' '}
                {t(`plans.${plan.id}.name`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {t(`plans.${plan.id}.description`)}
              </Typography.Paragraph>
              <div className="sc-plan-price">
                <Money cents={plan.cents} currency={plan.currency} size={36} />
                <Typography.Text type="secondary">{t('perMonth')}</Typography.Text>
              </div>
              {plan.id === 'professional' ? (
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
        );
      })}
    </Row>
  );
}

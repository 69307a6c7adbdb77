import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { Money } from '../../../shared/ui';
import { useEnterprise } from '../hooks';
import { useTeamTranslation } from '../team-texts';

/** A web link opens in a new tab; mailto: and tel: hand over to the mail or phone app. */
function linkProps(contact: string) {
  return contact.startsWith('http')
    ? ({ target: '_blank', rel: 'noopener noreferrer' } as const)
    : {};
}

/** The enterprise plans (never bought online): specs and 'contact sales'. */
export function EnterpriseCard() {
  const { t } = useTeamTranslation();
  const enterprise = useEnterprise();
  const data = enterprise.data;
  if (!data || data.items.length === 0) return null;
  return (
    <Card title={t('enterprise.title')} data-testid="team-enterprise">
      <Typography.Paragraph type="secondary">{t('enterprise.hint')}</Typography.Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {data.items.map((plan) => (
          <Card
            key={plan.id}
            size="small"
            style={{ flex: '1 1 240px' }}
            data-testid={`enterprise-plan-${plan.id}`}
          >
            <Typography.Text strong>{plan.title}</Typography.Text>
            <div style={{ margin: '4px 0 8px' }}>
              {plan.price.pay > 0 ? (
                <Money cents={plan.price.pay} size={20} />
              ) : (
                <Typography.Text type="secondary">{t('enterprise.onRequest')}</Typography.Text>
              )}
            </div>
            {plan.description && (
              <Typography.Paragraph type="secondary">{plan.description}</Typography.Paragraph>
            )}
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {plan.specs.map((spec) => (
                <li key={spec}>
                  <CheckOutlined style={{ color: '#52c41a' }} /> {spec}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      {data.contact && (
        <Button
          type="primary"
          href={data.contact}
          {...linkProps(data.contact)}
          style={{ marginTop: 16 }}
          data-testid="enterprise-contact"
        >
          {t('enterprise.contact')}
        </Button>
      )}
    </Card>
  );
}

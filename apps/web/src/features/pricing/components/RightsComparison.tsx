import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Table, Typography, type TableColumnsType } from 'antd';
import { RIGHT_ROWS, type PlanId, type RightRow } from '../plans';
import { usePricingTranslation } from '../pricing-texts';

/** The anchor the membership modal links to: /pricing#RightsComprison (spelling per spec). */
export const RIGHTS_ANCHOR = 'RightsComprison';

/** Basic vs professional rights, one row per right. */
export function RightsComparison() {
  const { t } = usePricingTranslation();

  const cell = (row: RightRow, plan: PlanId) => {
    if (row.kind === 'text') return t(`compare.rows.${row.key}.${plan}`);
    return row[plan] ? (
      <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('compare.included')} />
    ) : (
      <MinusCircleOutlined style={{ color: '#bfbfbf' }} aria-label={t('compare.excluded')} />
    );
  };

  const columns: TableColumnsType<RightRow> = [
    {
      key: 'right',
      title: t('compare.right'),
      render: (_, row) => t(`compare.rows.${row.key}.title`),
    },
    {
      key: 'basic',
      title: t('plans.basic.name'),
      align: 'center',
      render: (_, row) => cell(row, 'basic'),
    },
    {
      key: 'professional',
      title: t('plans.professional.name'),
      align: 'center',
      render: (_, row) => cell(row, 'professional'),
    },
  ];

  return (
    <section id={RIGHTS_ANCHOR} className="sc-rights">
      <Typography.Title level={3}>{t('compare.title')}</Typography.Title>
      <Table<RightRow>
        rowKey="key"
        columns={columns}
        dataSource={[...RIGHT_ROWS]}
        pagination={false}
        bordered
        scroll={{ x: 480 }}
      />
    </section>
  );
}

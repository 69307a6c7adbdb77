import { CheckCircleFilled } from '@ant-design/icons';
import type { OrderStatus } from '@slidecraft/contract';
import { Button, Drawer, Modal, Typography } from 'antd';
import { useMembershipTranslation } from '../membership-texts';

/** Payment-success dialog (desktop) or drawer (mobile): order number with copy, product, OK. */
export function PaySuccess({
  status,
  desktop,
  onClose,
}: {
  status: OrderStatus | null;
  desktop: boolean;
  onClose: () => void;
}) {
  const { t } = useMembershipTranslation();
  const body = status && (
    <div className="sc-pay-success" data-testid="pay-success">
      <CheckCircleFilled style={{ color: '#52c41a', fontSize: 40 }} />
      <Typography.Title level={4}>{t('success.title')}</Typography.Title>
      <p>
        {t('success.orderNumber')}:{' '}
        <Typography.Text
          copyable={{
            text: status.orderNumber,
            tooltips: [t('success.copy'), t('success.copied')],
          }}
          data-testid="pay-success-order"
        >
          {status.orderNumber}
        </Typography.Text>
      </p>
      <p>
        {t('success.product')}: {status.productName}
      </p>
      <Button type="primary" block onClick={onClose} data-testid="pay-success-ok">
        {t('success.ok')}
      </Button>
    </div>
  );
  if (desktop) {
    return (
      <Modal open={status !== null} onCancel={onClose} footer={null} width={400} centered>
        {body}
      </Modal>
    );
  }
  return (
    <Drawer open={status !== null} onClose={onClose} placement="bottom" size="auto">
      {body}
    </Drawer>
  );
}

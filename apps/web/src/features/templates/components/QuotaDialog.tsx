import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { openSupport } from '../../../shared/config';
import { PrimaryButton, ResponsiveDialog } from '../../../shared/ui';
import { MEMBERSHIP_PARAM } from '../../membership/membership-params';
import { useTemplatesTranslation } from '../templates-texts';

/**
 * 5301: a non-member's template downloads of the day are used up (spec section 8). The server's
 * message, the advice (a membership downloads without a quota, or come back tomorrow), the
 * support link and the membership modal (?mm).
 */
export function QuotaDialog(props: {
  message: string | null;
  desktop: boolean;
  onClose: () => void;
}) {
  const { t } = useTemplatesTranslation();
  const [, setParams] = useSearchParams();
  const upgrade = () => {
    props.onClose();
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(MEMBERSHIP_PARAM, '');
        return next;
      },
      { preventScrollReset: true },
    );
  };
  const title = t('quota.title');
  return (
    <ResponsiveDialog
      open={props.message !== null}
      desktop={props.desktop}
      onClose={props.onClose}
      title={title}
      width={440}
      name="sc-tpl-quota"
    >
      <div className="sc-tpl-quota-dialog" data-testid="template-quota-dialog">
        {props.message && props.message !== title && (
          <Typography.Paragraph>{props.message}</Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">{t('quota.advice')}</Typography.Paragraph>
        <div className="sc-tpl-quota-buttons">
          <Button
            icon={<CustomerServiceOutlined />}
            onClick={openSupport}
            data-testid="template-quota-support"
          >
            {t('quota.support')}
          </Button>
          <PrimaryButton onClick={upgrade} data-testid="template-quota-upgrade">
            {t('quota.upgrade')}
          </PrimaryButton>
        </div>
      </div>
    </ResponsiveDialog>
  );
}

import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import type { OrderItem } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Grid, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { i18n } from '../../../shared/i18n/instance';
import { PrimaryButton, toast, ResponsiveDialog } from '../../../shared/ui';
import { fetchLicenseCode, membershipKeys } from '../api';
import { useMembershipTranslation } from '../membership-texts';

/** Only a paid joint-plan order has a partner code. */
export function hasLicenseCode(order: Pick<OrderItem, 'status' | 'isUnionProduct'>): boolean {
  return order.status === 'paid' && order.isUnionProduct;
}

/**
 * 'View redeem code' of a paid joint-plan order (order management's list and detail): opens a
 * small dialog (bottom drawer on mobile) with the partner's code, a copy button and the steps
 * to redeem it. Clicks inside stay here (the list row behind opens the order's detail).
 */
export function ViewLicenseCode({ userId, orderNumber }: { userId: string; orderNumber: string }) {
  const { t } = useMembershipTranslation();
  const [open, setOpen] = useState(false);
  const desktop = Grid.useBreakpoint().md !== false;
  const close = () => setOpen(false);
  const body = open && <LicenseCodePanel userId={userId} orderNumber={orderNumber} />;
  return (
    <span className="sc-license-entry" onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        icon={<KeyOutlined />}
        onClick={() => setOpen(true)}
        data-testid={`view-code-${orderNumber}`}
      >
        {t('union.viewCode')}
      </Button>
      <ResponsiveDialog
        open={open}
        desktop={desktop}
        onClose={close}
        title={t('union.codeTitle')}
        width={420}
        name="sc-license"
      >
        {body}
      </ResponsiveDialog>
    </span>
  );
}

function LicenseCodePanel({ userId, orderNumber }: { userId: string; orderNumber: string }) {
  const { t } = useMembershipTranslation();
  const code = useQuery({
    queryKey: membershipKeys.licenseCode(userId, orderNumber),
    queryFn: ({ signal }) => fetchLicenseCode(orderNumber, signal),
    retry: false,
    staleTime: Infinity,
  });
  if (code.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (code.isError) {
    // 5603: the partner's codes are out of stock until the operator imports more.
    const message = isApiError(code.error) ? code.error.message : i18n.t('common:http.serverBusy');
    return (
      <Result
        status="warning"
        title={<span data-testid="license-code-error">{message}</span>}
        subTitle={t('union.tryLater')}
        extra={
          <Button
            onClick={() => void code.refetch()}
            loading={code.isFetching}
            data-testid="license-code-retry"
          >
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const value = code.data.code;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('union.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the code can be selected.
      toast.info(t('union.copyByHand'));
    }
  };
  return (
    <div className="sc-license" data-testid="license-code">
      <Typography.Text type="secondary">{t('union.codeLabel')}</Typography.Text>
      <div className="sc-license-code" data-testid="license-code-value">
        {value}
      </div>
      <PrimaryButton
        block
        size="large"
        icon={<CopyOutlined />}
        onClick={copy}
        data-testid="license-code-copy"
      >
        {t('union.copy')}
      </PrimaryButton>
      <Typography.Title level={5} className="sc-license-howto">
        {t('union.howTo')}
      </Typography.Title>
      <ol className="sc-steps">
        <li>{t('union.redeem1')}</li>
        <li>{t('union.redeem2')}</li>
        <li>{t('union.redeem3')}</li>
      </ol>
    </div>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useAuthTranslation } from '../auth-texts';

/** Title row of a login view: optional back button, the title, an optional switch on the right. */
export function ViewHeader({
  title,
  subtitle,
  onBack,
  backTestId,
  extra,
}: {
  title: string;
  subtitle?: string;
  onBack?: () => void;
  backTestId?: string;
  extra?: ReactNode;
}) {
  const { t } = useAuthTranslation();
  return (
    <div className="sc-login-head">
      <div className="sc-login-title-row">
        {onBack && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={onBack}
            aria-label={t('reset.back')}
            data-testid={backTestId}
          />
        )}
        <Typography.Title level={3} style={{ margin: 0, flex: 1 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 16px' }}>
          {subtitle}
        </Typography.Paragraph>
      )}
    </div>
  );
}

import { CloudServerOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Marks an outline written by the offline composer (no AI model configured). */
export function OfflineTag() {
  const { t } = useTranslation('generation');
  return (
    <Tooltip title={t('workspace.offlineHint')}>
      <Tag icon={<CloudServerOutlined />} color="orange" data-testid="offline-tag">
        {t('workspace.offline')}
      </Tag>
    </Tooltip>
  );
}

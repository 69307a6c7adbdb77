import { StopOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The shared 'stop' button (停止), e.g. to abort a streaming generation. */
export function StopButton(props: Omit<ButtonProps, 'icon' | 'children'>) {
  const { t } = useTranslation('common');
  return (
    <Button icon={<StopOutlined />} {...props}>
      {t('stop')}
    </Button>
  );
}

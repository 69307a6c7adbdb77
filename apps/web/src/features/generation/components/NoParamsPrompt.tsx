import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Shown by the workspace when no generation params are stored. */
export function NoParamsPrompt() {
  const { t } = useTranslation('generation');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('workspace.noParams')}
      subTitle={t('workspace.noParamsHint')}
      extra={
        <Button type="primary" onClick={() => navigate('/')} data-testid="workspace-go-home">
          {t('workspace.goHome')}
        </Button>
      }
    />
  );
}

import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown by the workspace when no generation params are stored. */
export function NoParamsPrompt() {
  const { t } = useTranslation('generation');
  return (
    <Result
      status="info"
      title={t('workspace.noParams')}
      subTitle={t('workspace.noParamsHint')}
      extra={
        <Link to="/">
          <Button type="primary" data-testid="workspace-go-home">
            {t('workspace.goHome')}
          </Button>
        </Link>
      }
    />
  );
}

import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

/** Shown by the workspace when no generation params are stored. */
export function NoParamsPrompt() {
  const { t } = useGenerationFlowTranslation();
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

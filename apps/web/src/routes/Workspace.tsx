import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../features/auth';
import { NoParamsPrompt, OutlineWorkspace, loadGenerationParams } from '../features/generation';
import { useDocumentTitle } from '../shared/useDocumentTitle';

function WorkspaceScreen() {
  const [params] = useState(loadGenerationParams);
  return params ? <OutlineWorkspace params={params} /> : <NoParamsPrompt />;
}

export default function Workspace() {
  const { t } = useTranslation('layout');
  useDocumentTitle(t('nav.workspace'));
  return (
    <div className="sc-page sc-workspace">
      <RequireAuth>
        <WorkspaceScreen />
      </RequireAuth>
    </div>
  );
}

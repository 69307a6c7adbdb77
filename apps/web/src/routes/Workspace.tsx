import { Button, Card, Space } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RequireAuth } from '../features/auth';
import {
  HistoryButton,
  NoParamsPrompt,
  RecordWorkspace,
  loadGenerationParams,
  loadLandingOutline,
} from '../features/generation';
import { loadOutlineWorkspace } from '../features/generation/outline-screen';
import { RECORD_ID } from '../features/generation/prefetch';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useGenerationFlowTranslation } from '../features/generation/generation-flow-texts';

const OutlineWorkspace = lazy(loadOutlineWorkspace);

/** A deck opened from the history (?recordId=...), with the way back to the outline. */
function OpenedRecord({ recordId }: { recordId: string }) {
  const { t } = useGenerationFlowTranslation();
  const navigate = useNavigate();
  return (
    <Card className="sc-workspace-card">
      <Space className="sc-workspace-head" wrap>
        <Button onClick={() => void navigate('/workspace')} data-testid="record-back">
          {t('record.back')}
        </Button>
        <HistoryButton />
      </Space>
      <RecordWorkspace key={recordId} recordId={recordId} />
    </Card>
  );
}

function WorkspaceScreen() {
  const [params] = useState(loadGenerationParams);
  const [landing] = useState(loadLandingOutline);
  const [search] = useSearchParams();
  const recordId = search.get('recordId');
  if (recordId && RECORD_ID.test(recordId)) return <OpenedRecord recordId={recordId} />;
  return params ? (
    <OutlineWorkspace params={params} landing={landing} />
  ) : (
    <>
      <HistoryButton />
      <NoParamsPrompt />
    </>
  );
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

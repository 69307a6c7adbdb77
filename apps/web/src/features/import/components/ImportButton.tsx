import { FileAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImport } from '../hooks/useImport';

// Loaded on the first open: the home page does not carry the upload form and its dialog.
const ImportDialog = lazy(() => import('./ImportDialog'));

/** The home box's import entry: a modal on desktop, a bottom drawer on mobile. */
export function ImportButton() {
  const { t } = useTranslation('import');
  const state = useImport();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        shape="round"
        icon={<FileAddOutlined />}
        onClick={() => {
          setOpened(true);
          state.show();
        }}
        data-testid="import-open"
      >
        {t('button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportDialog state={state} />
        </Suspense>
      )}
    </>
  );
}

import { FileAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequireLogin } from '../../auth';

// Loaded on the first open: the home page does not carry the upload form, its dialog, the
// import's logic and texts.
const ImportDialog = lazy(() => import('./ImportDialog'));

/** The home box's import entry: a modal on desktop, a bottom drawer on mobile (signed in). */
export function ImportButton() {
  // The AI box's namespace: the import texts load with the dialog.
  const { t } = useTranslation('generation');
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  // Kept mounted after the first open, so closing still animates.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        shape="round"
        icon={<FileAddOutlined />}
        onClick={() =>
          requireLogin(() => {
            setOpened(true);
            setOpen(true);
          })
        }
        data-testid="import-open"
      >
        {t('box.import')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportDialog open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}

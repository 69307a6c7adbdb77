import { Drawer, Grid, Modal } from 'antd';
import { useImport } from '../hooks/useImport';
import { ImportForm } from './ImportForm';
import { useImportTranslation } from '../import-texts';

/**
 * The import form in a modal on desktop, a bottom drawer on mobile (loaded on first open, with
 * the import's logic and texts).
 */
export default function ImportDialog({
  open,
  setOpen,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useImportTranslation();
  const state = useImport(open, setOpen);
  const desktop = Grid.useBreakpoint().md !== false;
  const form = state.open ? <ImportForm state={state} /> : null;
  return desktop ? (
    <Modal
      open={state.open}
      onCancel={state.close}
      footer={null}
      title={t('title')}
      width={520}
      centered
      destroyOnHidden
    >
      {form}
    </Modal>
  ) : (
    <Drawer
      open={state.open}
      onClose={state.close}
      placement="bottom"
      size="auto"
      title={t('title')}
      destroyOnHidden
    >
      {form}
    </Drawer>
  );
}

import { Drawer, Grid, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useImport } from '../hooks/useImport';
import { ImportForm } from './ImportForm';

/** The import form in a modal on desktop, a bottom drawer on mobile (loaded on first open). */
export default function ImportDialog({ state }: { state: ReturnType<typeof useImport> }) {
  const { t } = useTranslation('import');
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

import { FileAddOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImport } from '../hooks/useImport';
import { ImportForm } from './ImportForm';

/** The home box's import entry: a modal on desktop, a bottom drawer on mobile. */
export function ImportButton() {
  const { t } = useTranslation('import');
  const state = useImport();
  const desktop = Grid.useBreakpoint().md !== false;
  const form = state.open ? <ImportForm state={state} /> : null;
  return (
    <>
      <Button
        shape="round"
        icon={<FileAddOutlined />}
        onClick={state.show}
        data-testid="import-open"
      >
        {t('button')}
      </Button>
      {desktop ? (
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
      )}
    </>
  );
}

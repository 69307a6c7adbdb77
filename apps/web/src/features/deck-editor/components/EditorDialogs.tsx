import { Button, Drawer, Modal } from 'antd';
import { ThemePicker } from '../../themes/components/ThemePicker';
import { useEditorTranslation } from '../editor-texts';

/** The save was refused because the deck changed elsewhere: only reloading goes on. */
export function ConflictDialog({ open, onReload }: { open: boolean; onReload: () => void }) {
  const { t } = useEditorTranslation();
  return (
    <Modal
      open={open}
      title={t('conflict.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onReload} data-testid="conflict-reload">
          {t('conflict.reload')}
        </Button>
      }
    >
      <p data-testid="conflict-body">{t('conflict.body')}</p>
    </Modal>
  );
}

/** The toolbar's 'theme': the themes to generate the record in again. */
export function ThemesDrawer({
  open,
  current,
  onClose,
  onChoose,
}: {
  open: boolean;
  current: string;
  onClose: () => void;
  /** A theme other than the current one. */
  onChoose: (themeId: string) => void;
}) {
  const { t } = useEditorTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('toolbar.theme')} size={420} destroyOnHidden>
      <ThemePicker
        current={current}
        applying={undefined}
        onChoose={(themeId) => {
          onClose();
          if (themeId !== current) onChoose(themeId);
        }}
      />
    </Drawer>
  );
}

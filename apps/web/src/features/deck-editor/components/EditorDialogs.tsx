import { Button, Drawer, Modal } from 'antd';
import type { DeckDocument } from '@slidecraft/deck/scene';
import { ThemePicker } from '../../themes/components/ThemePicker';
import type { Pictures } from '../model/pictures';
import { RestylePanel } from './RestylePanel';
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

/** The toolbar's 'theme': the themes to generate the record in again; restyling for an import. */
export function ThemesDrawer({
  open,
  current,
  onClose,
  onChoose,
  restyle,
}: {
  open: boolean;
  current: string;
  onClose: () => void;
  /** A theme other than the current one. */
  onChoose: (themeId: string) => void;
  /** A deck made from a .pptx: its slides and the editor's pictures, for the before/after view. */
  restyle?: { deck: DeckDocument; slideIndex: number; pictures: Pictures };
}) {
  const { t } = useEditorTranslation();
  const choose = (themeId: string) => {
    onClose();
    if (themeId !== current) onChoose(themeId);
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={restyle ? t('restyle.title') : t('toolbar.theme')}
      size={restyle ? 560 : 420}
      destroyOnHidden
      data-testid="themes-drawer"
    >
      {restyle ? (
        <RestylePanel {...restyle} current={current} onChoose={choose} />
      ) : (
        <ThemePicker current={current} applying={undefined} onChoose={choose} />
      )}
    </Drawer>
  );
}

import { OUTLINE_HEADING_MAX, type SpaceItem } from '@slidecraft/contract';
import { Input, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import { usePersonalSpaceTranslation } from '../personal-space-texts';

interface Props {
  item: SpaceItem;
  saving: boolean;
  /** Resolves true once the server took the title (the modal then closes). */
  onSave: (title: string) => Promise<boolean>;
  onClose: () => void;
}

/** A small dialog to rename a deck; a blank title is refused before it is sent. */
export function RenameModal({ item, saving, onSave, onClose }: Props) {
  const { t } = usePersonalSpaceTranslation();
  const [title, setTitle] = useState(item.title);
  const [blank, setBlank] = useState(false);
  const save = async () => {
    const trimmed = title.trim();
    if (!trimmed) {
      setBlank(true);
      return;
    }
    if (trimmed === item.title) {
      onClose();
      return;
    }
    if (await onSave(trimmed)) onClose();
  };
  return (
    <Modal
      open
      title={t('rename.title')}
      okText={t('rename.save')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'rename-save' } as ButtonProps}
      destroyOnHidden
    >
      <Input
        autoFocus
        value={title}
        maxLength={OUTLINE_HEADING_MAX}
        placeholder={t('rename.placeholder')}
        status={blank ? 'error' : undefined}
        onChange={(event) => {
          setTitle(event.target.value);
          setBlank(false);
        }}
        onPressEnter={() => void save()}
        data-testid="rename-input"
      />
      {blank && (
        <div className="sc-space-rename-error" role="alert">
          {t('rename.blank')}
        </div>
      )}
    </Modal>
  );
}

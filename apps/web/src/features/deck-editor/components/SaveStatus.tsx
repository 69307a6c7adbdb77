import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  ExclamationCircleOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import { memo } from 'react';
import type { SaveState } from '../model/saver';
import { useEditorTranslation } from '../editor-texts';

/** Where the autosave stands, beside the toolbar (drawn again only when that changes). */
export const SaveStatus = memo(function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useEditorTranslation();
  const view = {
    saved: { icon: <CheckCircleOutlined />, text: t('save.saved'), type: 'secondary' },
    unsaved: { icon: <CloudSyncOutlined />, text: t('save.unsaved'), type: 'secondary' },
    saving: { icon: <CloudSyncOutlined spin />, text: t('save.saving'), type: 'secondary' },
    failed: { icon: <ExclamationCircleOutlined />, text: t('save.failed'), type: 'danger' },
    refused: { icon: <ExclamationCircleOutlined />, text: t('save.refused'), type: 'danger' },
    conflict: { icon: <ExclamationCircleOutlined />, text: t('conflict.title'), type: 'danger' },
  } as const;
  const { icon, text, type } = view[state];
  return (
    <Typography.Text
      type={type}
      className="sc-ed-save"
      data-testid="save-status"
      data-state={state}
      role="status"
    >
      {icon} {text}
    </Typography.Text>
  );
});

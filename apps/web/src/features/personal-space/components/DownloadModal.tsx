import type { SpaceItem } from '@slidecraft/contract';
import { Modal } from 'antd';
import { DeckActions } from '../../deck-export/components/DeckActions';
import { usePersonalSpaceTranslation } from '../personal-space-texts';

/** Downloads of a deck as last saved, PPTX or PDF, with the export's progress. */
export function DownloadModal(props: { item: SpaceItem; onClose: () => void }) {
  const { t } = usePersonalSpaceTranslation();
  const { item } = props;
  return (
    <Modal
      open
      title={t('download.title', { title: item.title })}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      data-testid="space-download-dialog"
    >
      <DeckActions
        recordId={item.recordId}
        title={item.title}
        ready={item.status === 'completed'}
      />
    </Modal>
  );
}

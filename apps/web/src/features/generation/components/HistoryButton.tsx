import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

const loadDrawer = () => import('./HistoryDrawer');
/** The drawer (its list, thumbnails and actions) loads when it is first opened, not with the page. */
const HistoryDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.HistoryDrawer })));

/** The button that opens the history drawer. */
export function HistoryButton() {
  const { t } = useGenerationFlowTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const prefetch = () => void loadDrawer().catch(() => undefined);
  return (
    <>
      <Button
        icon={<HistoryOutlined />}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-testid="history-open-button"
      >
        {t('history.open')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <HistoryDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

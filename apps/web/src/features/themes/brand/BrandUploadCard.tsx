import { CloudUploadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useBrandUpload } from './useBrandUpload';
import { useThemesTranslation } from '../themes-texts';

// Loaded on the first open: the picker does not carry the upload form and its dialog.
const BrandUploadDialog = lazy(() => import('./BrandUploadDialog'));

/** The icon's box has a thumbnail's shape, so the card lines up with the themes beside it. */
const ICON_BOX = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 9',
  borderRadius: 4,
  border: '1px dashed #d9d9d9',
  fontSize: 28,
  color: '#8c8c8c',
} as const;

/** The picker's last card for a signed-in caller: upload a company template as a theme. */
export function BrandUploadCard({ userId, disabled }: { userId: string; disabled: boolean }) {
  const { t } = useThemesTranslation();
  const state = useBrandUpload(userId);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="sc-theme-card sc-brand-upload-card"
        disabled={disabled}
        onClick={() => {
          setOpened(true);
          state.show();
        }}
        data-testid="brand-upload-open"
      >
        <span className="sc-brand-upload-icon" style={ICON_BOX} aria-hidden>
          <CloudUploadOutlined />
        </span>
        <span className="sc-theme-title">{t('brand.upload')}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <BrandUploadDialog state={state} />
        </Suspense>
      )}
    </>
  );
}

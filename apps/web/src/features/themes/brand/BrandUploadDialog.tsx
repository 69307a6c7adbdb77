import { Grid } from 'antd';
import { ResponsiveDialog } from '../../../shared/ui';
import { BrandUploadForm } from './BrandUploadForm';
import type { BrandUploadState } from './useBrandUpload';
import { useThemesTranslation } from '../themes-texts';

/** The upload form in a modal on desktop, a bottom drawer on mobile (loaded on first open). */
export default function BrandUploadDialog({ state }: { state: BrandUploadState }) {
  const { t } = useThemesTranslation();
  const desktop = Grid.useBreakpoint().md !== false;
  return (
    <ResponsiveDialog
      open={state.open}
      desktop={desktop}
      onClose={state.close}
      title={t('brand.dialogTitle')}
      width={520}
      name="sc-brand-upload"
    >
      {state.open && <BrandUploadForm state={state} />}
    </ResponsiveDialog>
  );
}

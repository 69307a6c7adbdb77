import { Alert, Button, Skeleton, Typography } from 'antd';
import { useSession } from '../../auth';
import { BrandUploadCard } from '../brand/BrandUploadCard';
import { useThemes } from '../hooks/useThemes';
import { ThemeCard } from './ThemeCard';
import { useThemesTranslation } from '../themes-texts';

interface ThemePickerProps {
  /** The theme marked as current. */
  current: string | undefined;
  /** The theme being applied, if any: its card spins and the others wait. */
  applying: string | undefined;
  onChoose: (themeId: string) => void;
  /** Shown under the title (e.g. before the record exists). */
  hint?: string;
  /** No card to upload a company template (a partner's embed picks among the themes only). */
  noUpload?: boolean;
}

/**
 * Theme cards: thumbnail and title, the current one marked; signed in, the caller's brand
 * themes follow the engine's, with a last card to upload a company template.
 */
export function ThemePicker({ current, applying, onChoose, hint, noUpload }: ThemePickerProps) {
  const { t } = useThemesTranslation();
  const templates = useThemes();
  const { user } = useSession();

  return (
    <section className="sc-theme-picker" aria-label={t('title')} data-testid="theme-picker">
      <Typography.Title level={5}>{t('title')}</Typography.Title>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      {templates.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {templates.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void templates.refetch()}>
              {t('reload')}
            </Button>
          }
        />
      )}
      <div className="sc-theme-grid">
        {templates.data?.items.map((item) => (
          <ThemeCard
            key={item.id}
            item={item}
            selected={item.id === current}
            applying={applying}
            onChoose={onChoose}
          />
        ))}
        {user && !noUpload && templates.isSuccess && (
          <BrandUploadCard userId={user.id} disabled={applying !== undefined} />
        )}
      </div>
    </section>
  );
}

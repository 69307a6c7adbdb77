import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Skeleton, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProtectedImg } from '../../user-guide/ProtectedImg';
import { useThemes } from '../hooks/useThemes';

interface ThemePickerProps {
  /** The theme marked as current. */
  current: string | undefined;
  /** The theme being applied, if any: its card spins and the others wait. */
  applying: string | undefined;
  onChoose: (themeId: string) => void;
  /** Shown under the title (e.g. before the record exists). */
  hint?: string;
}

/** Theme cards: thumbnail and title, the current one marked. */
export function ThemePicker({ current, applying, onChoose, hint }: ThemePickerProps) {
  const { t } = useTranslation('themes');
  const templates = useThemes();

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
        {templates.data?.items.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              type="button"
              className="sc-theme-card"
              aria-pressed={selected}
              disabled={applying !== undefined}
              onClick={() => !selected && onChoose(item.id)}
              data-testid={`theme-${item.id}`}
            >
              <Spin spinning={applying === item.id}>
                <ProtectedImg src={item.thumbnail} alt="" loading="lazy" decoding="async" />
              </Spin>
              <span className="sc-theme-title">
                {selected && <CheckCircleFilled aria-label={t('current')} />}
                {item.title}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}

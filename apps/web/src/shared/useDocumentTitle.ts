import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to `<page> · SlideCraft` (or just the app name). */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation('common');
  const app = t('appName');
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { antdLocale, useLocale } from '../features/locale';
import { FeedbackBridge, appTheme, useReducedMotion } from '../shared/ui';

/**
 * Server state, theme, antd locale (following the UI locale) and the toast/dialog bridge. antd's
 * motion is off for someone whose system asks for reduced motion.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { locale } = useLocale();
  const reduceMotion = useReducedMotion();
  const theme = useMemo(
    () => (reduceMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [reduceMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={antdLocale(locale)} button={{ autoInsertSpace: false }}>
        <FeedbackBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}

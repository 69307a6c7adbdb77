import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocale, useLocale } from '../features/locale';
import { FeedbackBridge, appTheme } from '../shared/ui';

/** Server state, theme, antd locale (following the UI locale) and the toast/dialog bridge. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { locale } = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        theme={appTheme}
        locale={antdLocale(locale)}
        button={{ autoInsertSpace: false }}
      >
        <FeedbackBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}

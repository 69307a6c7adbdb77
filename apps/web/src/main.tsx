import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { startI18n } from './app/i18n/init-i18n';
import { createQueryClient } from './app/query-client';
import { AppRoutes, createRoutes, prefetchRecordOf } from './app/routes';
import { prefetchSession } from './features/auth';
import { applyLocale, initialLocale } from './features/locale';
import { sessionToken } from './shared/storage/session-token';
import './app/global.css';

async function start() {
  const queryClient = createQueryClient();
  prefetchSession(queryClient, sessionToken.get());
  if (window.location.pathname === '/workspace')
    prefetchRecordOf(queryClient, window.location.search);
  const locale = initialLocale(window.location.search);
  await startI18n(locale);
  await applyLocale(locale);
  const routes = createRoutes(queryClient);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();

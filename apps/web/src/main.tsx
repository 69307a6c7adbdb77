import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { startI18n } from './app/i18n/init-i18n';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import { prefetchSession } from './features/auth';
import { applyLocale, initialLocale } from './features/locale';
import { sessionToken } from './shared/storage/session-token';
import './app/global.css';

async function start() {
  const queryClient = createQueryClient();
  prefetchSession(queryClient, sessionToken.get());
  const locale = initialLocale(window.location.search);
  await startI18n(locale);
  await applyLocale(locale);
  const router = createBrowserRouter(createRoutes(queryClient));

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();

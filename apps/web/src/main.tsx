import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { startI18n } from './app/i18n/init-i18n';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { applyLocale, initialLocale } from './features/locale';
import './app/global.css';

async function start() {
  const locale = initialLocale(window.location.search);
  await startI18n(locale);
  await applyLocale(locale);

  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();

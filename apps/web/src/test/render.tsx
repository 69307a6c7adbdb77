import { act, cleanup, configure, render } from '@testing-library/react';
import { message, Modal } from 'antd';
import type { Locale } from '@slidecraft/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { addLocaleBundle, initI18n } from '../app/i18n/init-i18n';
import { allBundles } from '../app/i18n/resources';
import { createQueryClient } from '../app/query-client';
import {
  installMatchMedia,
  installResizeObserver,
  installScrolling,
  setReducedMotion,
  setViewportWidth,
} from './setup-dom';

// findBy/waitFor wait up to 5 s (1 s by default): a first render of a lazily loaded dialog can
// take longer than 1 s in jsdom on the loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

installMatchMedia();
installResizeObserver();
installScrolling();
initI18n('zh-CN');
// The app fetches a locale when it is first used; tests switch locales synchronously.
for (const [locale, bundle] of Object.entries(allBundles))
  addLocaleBundle(locale as Locale, bundle);

/** Lets React and antd finish scheduled work (closing toasts and dialogs) while jsdom exists. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

// The parts the app loads on first use (React.lazy): loaded once before the tests, so a test
// waits for what it is about, not for jsdom to compile a chunk the first time.
beforeAll(async () => {
  await Promise.all([
    import('../shared/ui/feedback-host'),
    import('../shared/ui/feedback-static'),
    import('../shared/http/failure'),
    import('../features/auth/components/LoginDialog'),
    import('../features/auth/components/LoginPanel'),
  ]);
}, 60_000);

afterEach(async () => {
  cleanup();
  message.destroy();
  Modal.destroyAll();
  await settle();
  window.localStorage.clear();
  initI18n('zh-CN');
  setViewportWidth(1280);
  setReducedMotion(false);
});

afterAll(async () => {
  await settle();
});

export interface RenderOptions {
  /** The address to start at, e.g. '/workspace?lm=v'. */
  url?: string;
  /** Extra routes next to the catch-all one that renders `ui`. */
  routes?: RouteObject[];
}

/** Renders `ui` inside the app's providers and a memory router; returns the router too. */
export function renderApp(ui: ReactNode, options: RenderOptions = {}) {
  const router = createMemoryRouter([...(options.routes ?? []), { path: '*', element: ui }], {
    initialEntries: [options.url ?? '/'],
  });
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** The current address of a memory router as path + search. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

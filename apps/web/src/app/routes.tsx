import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AddressSessionGate } from '../features/auth';
import { AppLayout } from '../features/layout';
import { LangParamSync } from '../features/locale';
import Home from '../routes/Home';
import { LazySpin } from '../shared/ui';

function Root() {
  return (
    <>
      <LangParamSync />
      <AddressSessionGate />
      {/* Pages load through the router; this only catches a part that suspends on its own. */}
      <Suspense
        fallback={
          <div className="sc-center">
            <LazySpin size="large" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * A page whose code is a chunk of its own. The router loads it before it renders the page (the
 * page that was shown stays until then), so no Suspense fallback is revealed and React's
 * 300 ms throttle on revealing suspended content never delays a first paint.
 */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Every page of the app (spec section 2). A deck opened from the history (/workspace?recordId)
 * starts fetching its status, the editor's code and the deck while the page and the session
 * load, instead of after them.
 */
export function createRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        { path: '/login', ...page(() => import('../routes/Login')) },
        // A partner's iframe: the generator without the site's layout (docs/partners.md).
        { path: '/embed', ...page(() => import('../routes/Embed')) },
        {
          element: <AppLayout />,
          children: [
            { index: true, element: <Home /> },
            { path: '/templates', ...page(() => import('../routes/Templates')) },
            { path: '/templates/:id', ...page(() => import('../routes/TemplateDetail')) },
            {
              path: '/workspace',
              loader: ({ request }) => {
                const recordId = new URL(request.url).searchParams.get('recordId');
                // Its module comes with the address that names a record: not on the home page.
                if (recordId) {
                  void import('../features/generation/prefetch').then((m) =>
                    m.prefetchOpenedRecord(client, recordId),
                  );
                }
                return null;
              },
              // Only another record: the page's own query changes (?mm, ?lang) keep what is open.
              shouldRevalidate: ({ currentUrl, nextUrl }) =>
                currentUrl.searchParams.get('recordId') !== nextUrl.searchParams.get('recordId'),
              ...page(() => import('../routes/Workspace')),
            },
            {
              path: '/space',
              ...page(() => import('../routes/PersonalSpace')),
            },
            { path: '/pricing', ...page(() => import('../routes/Pricing')) },
            { path: '/team', ...page(() => import('../routes/Team')) },
            { path: '/team/join', ...page(() => import('../routes/TeamJoin')) },
            {
              path: '/legal/user-agreement',
              ...page(() => import('../routes/LegalUserAgreement')),
            },
            {
              path: '/legal/privacy-policy',
              ...page(() => import('../routes/LegalPrivacyPolicy')),
            },
            // A deck shared by link: for anyone, signed in or not.
            { path: '/s/:code', ...page(() => import('../routes/SharedDeck')) },
            { path: '*', ...page(() => import('../routes/NotFound')) },
          ],
        },
      ],
    },
  ];
}

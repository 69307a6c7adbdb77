import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useLocation, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { AddressSessionGate } from '../features/auth';
import { AppLayout } from '../features/layout';
import { loadOutlineWorkspace } from '../features/generation/outline-screen';
import { LangParamSync } from '../features/locale';
import Home from '../routes/Home';
import { LazySpin, PageErrorBoundary } from '../shared/ui';

function Root() {
  const { pathname } = useLocation();
  return (
    <>
      <LangParamSync />
      <AddressSessionGate />
      {/* The pages outside the layout (/login, /embed) and a part that suspends on its own. */}
      <PageErrorBoundary resetKey={pathname}>
        <Suspense
          fallback={
            <div className="sc-center">
              <LazySpin size="large" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A page whose code is a chunk of its own (React.lazy). The app's router (BrowserRouter, no data
 * router: docs/decisions.md, "Issue 34: a declarative router") moves between pages in a
 * transition, so the page that was shown stays until the next one has loaded and no fallback
 * flashes; only a first load shows the layout's spinner.
 */
function page(load: PageModule): Pick<RouteObject, 'element'> {
  const Page = lazy(load);
  return { element: <Page /> };
}

const lastPrefetched = new WeakMap<QueryClient, string>();

/**
 * Starts what opening a record needs (its status, the editor's code, the deck) when an address
 * names it (/workspace?recordId), alongside the page's code and the session instead of after
 * them; once per record, so that the page's own query changes (?mm, ?lang) fetch nothing again.
 * Its module comes with such an address only: not on the home page.
 */
export function prefetchRecordOf(client: QueryClient, search: string | URLSearchParams): void {
  const recordId = new URLSearchParams(search).get('recordId');
  if (!recordId) {
    // Back on the outline screen: opening the same record again fetches it again.
    lastPrefetched.delete(client);
    return;
  }
  if (lastPrefetched.get(client) === recordId) return;
  lastPrefetched.set(client, recordId);
  void import('../features/generation/prefetch').then(
    (m) => m.prefetchOpenedRecord(client, recordId),
    () => {
      // The module did not load (offline, a new deployment): the page's own calls fetch it.
      if (lastPrefetched.get(client) === recordId) lastPrefetched.delete(client);
    },
  );
}

const Workspace = lazy(() => import('../routes/Workspace'));

/**
 * The workspace page, what it will show started as it is asked for, beside its own code: the
 * record's prefetch for an address that names one, else the outline screen's code (a chunk of
 * its own, so that opening a deck does not load it).
 */
function WorkspaceRoute({ client }: { client: QueryClient }) {
  const [search] = useSearchParams();
  prefetchRecordOf(client, search);
  if (!search.has('recordId')) {
    loadOutlineWorkspace().catch(() => undefined);
  }
  return <Workspace />;
}

/** Every page of the app (spec section 2). */
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
            { path: '/workspace', element: <WorkspaceRoute client={client} /> },
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

/** The app's pages under the router that renders them (BrowserRouter in the app). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginModal } from '../../auth';
import { MembershipGate } from '../../membership';
import { LazySpin, PageErrorBoundary } from '../../../shared/ui';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { useScrollReset } from '../use-scroll-reset';

const pageFallback = (
  <div className="sc-center">
    <LazySpin size="large" />
  </div>
);

/**
 * The frame of every page except /login: header, page, footer, and the login modal. Plain
 * elements styled as antd's Layout (global.css): its Sider, icons and style stay out of the
 * home page's JavaScript.
 */
export function AppLayout() {
  useScrollReset();
  const { pathname } = useLocation();
  return (
    <div className="sc-app">
      <AppHeader />
      <main className="sc-content">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={pageFallback}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <AppFooter />
      <LoginModal />
      <MembershipGate />
    </div>
  );
}

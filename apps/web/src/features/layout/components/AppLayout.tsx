import { Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoginModal } from '../../auth';
import { MembershipGate } from '../../membership';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

const pageFallback = (
  <div className="sc-center">
    <Spin size="large" />
  </div>
);

/** The frame of every page except /login: header, page, footer, and the login modal. */
export function AppLayout() {
  return (
    <Layout className="sc-app">
      <AppHeader />
      <Layout.Content className="sc-content">
        <Suspense fallback={pageFallback}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <AppFooter />
      <LoginModal />
      <MembershipGate />
      <ScrollRestoration />
    </Layout>
  );
}

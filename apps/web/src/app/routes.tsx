import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AddressSessionSync } from '../features/auth';
import { AppLayout } from '../features/layout';
import { LangParamSync } from '../features/locale';
import Home from '../routes/Home';

const Login = lazy(() => import('../routes/Login'));
const NotFound = lazy(() => import('../routes/NotFound'));
const Workspace = lazy(() => import('../routes/Workspace'));
const Pricing = lazy(() => import('../routes/Pricing'));
const LegalUserAgreement = lazy(() => import('../routes/LegalUserAgreement'));
const LegalPrivacyPolicy = lazy(() => import('../routes/LegalPrivacyPolicy'));

function Root() {
  return (
    <>
      <LangParamSync />
      <AddressSessionSync />
      <Suspense
        fallback={
          <div className="sc-center">
            <Spin size="large" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </>
  );
}

/** Every page of the app (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/login', element: <Login /> },
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Home /> },
          { path: '/workspace', element: <Workspace /> },
          { path: '/pricing', element: <Pricing /> },
          { path: '/legal/user-agreement', element: <LegalUserAgreement /> },
          { path: '/legal/privacy-policy', element: <LegalPrivacyPolicy /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

import type { SpinProps } from 'antd';
import { lazy, Suspense } from 'react';

const Spin = lazy(() => import('antd/es/spin'));

/**
 * antd's Spin, its code loaded when one first shows (a page's fallback, the header while the
 * session loads): the home page does not carry it (docs/decisions.md, "Issue 34: the home
 * page's JavaScript"). Nothing shows for the few ms its code takes.
 */
export function LazySpin(props: SpinProps) {
  return (
    <Suspense fallback={null}>
      <Spin {...props} />
    </Suspense>
  );
}

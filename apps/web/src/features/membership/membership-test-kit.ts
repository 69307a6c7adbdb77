import { envelope, type RecordedCall } from '../../test/fetch-mock';
import { fakeAuthServer } from '../auth/components/login-test-kit';
import { CATALOGUE } from './membership-fixtures';

/** Test helpers for the membership screens (not a test file itself). */

export { buildOrder, buildProduct, CATALOGUE } from './membership-fixtures';

type Route = (call: RecordedCall) => Response | Promise<Response>;

/** The fake API of the auth kit plus the catalogue (GET /api/products) and `routes`. */
export function fakeMembershipServer(routes: Record<string, Route> = {}) {
  return fakeAuthServer({
    '/api/products': () => envelope({ items: CATALOGUE, payments: ['wechat', 'alipay'] }),
    '/api/order/list': () => envelope({ items: [], total: 0 }),
    ...routes,
  });
}

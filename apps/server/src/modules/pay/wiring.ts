import type { PaidOrderEvent } from './settlement.js';
import type { PromotionService } from '../promotion/promotion-service.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PageSecurity } from '../../http/security-headers.js';
import type { ZodApp } from '../../http/types.js';
import type { KeyValueStore } from '../../providers/kv/kv.js';
import type { PayProviders } from '../../providers/pay/pay-provider.js';
import type { SandboxPay } from '../../providers/pay/sandbox-pay.js';
import type { WechatLoginProvider } from '../../providers/wechat/wechat.js';
import { ProductRepo } from './catalogue.js';
import type { TeamAccess } from './grants.js';
import { JsapiPayment } from './jsapi.js';
import { OrderRepo } from './order-repo.js';
import { PayService } from './pay-service.js';
import { notifyRoutes } from './notify-routes.js';
import { productRoutes } from './routes.js';

/** The membership sales service over the selected providers. */
export function createPayService(deps: {
  db: Db;
  providers: PayProviders;
  kv: KeyValueStore;
  /** The openid source of paying inside WeChat (the WeChat login provider), if any. */
  wechatLogin: WechatLoginProvider | null;
  memberUntil: (userId: string) => Promise<number>;
  userChanged: (userId: string) => Promise<void>;
  log: FastifyBaseLogger;
  /** Coupons and promo codes, which price every order. */
  promotions: PromotionService;
  /** The teams team plans are bought for and settled on (the team module). */
  teams: TeamAccess;
  /** Told once per order settled as paid (analytics). */
  onPaid: (order: PaidOrderEvent) => void;
}): PayService {
  const orders = new OrderRepo(deps.db, deps.teams);
  const jsapi = new JsapiPayment(orders, deps.providers.wechat, deps.wechatLogin, deps.kv);
  return new PayService(
    new ProductRepo(deps.db),
    orders,
    deps.providers,
    deps.kv,
    deps.memberUntil,
    deps.userChanged,
    deps.log,
    Date.now,
    jsapi.available ? jsapi : null,
    deps.promotions,
    deps.teams,
    deps.onPaid,
  );
}

/**
 * The public payment routes: the catalogue and rights, the providers' notifications, the JSAPI pages when
 * WeChat Pay can be paid inside WeChat, and the sandbox's dev routes when it is served. (The
 * order routes go in the authenticated scope.)
 */
export async function payPublicRoutes(
  app: ZodApp,
  opts: {
    pay: PayService;
    sandbox: SandboxPay | null;
    config: AppConfig;
    devPageSecurity: PageSecurity;
  },
): Promise<void> {
  await app.register(productRoutes, { pay: opts.pay, config: opts.config });
  await app.register(notifyRoutes, { pay: opts.pay });
  if (opts.pay.jsapi) {
    const { jsapiRoutes } = await import('./jsapi-routes.js');
    await app.register(jsapiRoutes, { jsapi: opts.pay.jsapi });
  }
  if (opts.sandbox && opts.config.paySandboxRoutes) {
    await app.register((await import('./sandbox-routes.js')).sandboxRoutes, {
      sandbox: opts.sandbox,
      pageSecurity: opts.devPageSecurity,
      loopbackOnly: opts.config.devRoutesLoopbackOnly,
    });
  }
}

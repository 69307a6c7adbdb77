import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { KeyValueStore } from '../../providers/kv/kv.js';
import type { PayProviders } from '../../providers/pay/pay-provider.js';
import type { SandboxPay } from '../../providers/pay/sandbox-pay.js';
import type { WechatLoginProvider } from '../../providers/wechat/wechat.js';
import type { PromotionService } from '../promotion/promotion-service.js';
import { ProductRepo } from './catalogue.js';
import type { TeamAccess } from './grants.js';
import { JsapiPayment } from './jsapi.js';
import { OrderRepo } from './order-repo.js';
import { PayService } from './pay-service.js';
import type { PaidOrderEvent } from './settlement.js';

export interface PayDomainNeeds {
  db: Db;
  providers: PayProviders;
  /** The dev payment sandbox, when PAY_PROVIDER=sandbox (never in production). */
  sandbox: SandboxPay | null;
  kv: KeyValueStore;
  /** The openid source of paying inside WeChat (the WeChat login provider), if any. */
  wechatLogin: WechatLoginProvider | null;
  /** The user's membership end (Unix seconds; 0: never a member). */
  memberUntil: (userId: string) => Promise<number>;
  /** Told after a payment changed the user's row (the session caches). */
  userChanged: (userId: string) => Promise<void>;
  log: FastifyBaseLogger;
  /** Coupons and promo codes, which price every order. */
  promotions: PromotionService;
  /** The teams team plans are bought for and settled on (the team module). */
  teams: TeamAccess;
  /** Told once per order settled as paid (analytics). */
  onPaid: (order: PaidOrderEvent) => void;
}

export interface PayDomain {
  /** Membership plans, orders and their payment (provider null: payments off). */
  pay: PayService;
  /** The dev payment sandbox, when PAY_PROVIDER=sandbox (never in production). */
  paySandbox: SandboxPay | null;
}

/** The membership sales service over the selected providers. */
export function payDomain(needs: PayDomainNeeds): PayDomain {
  const orders = new OrderRepo(needs.db, needs.teams);
  const jsapi = new JsapiPayment(orders, needs.providers.wechat, needs.wechatLogin, needs.kv);
  const pay = new PayService(
    new ProductRepo(needs.db),
    orders,
    needs.providers,
    needs.kv,
    needs.memberUntil,
    needs.userChanged,
    needs.log,
    Date.now,
    jsapi.available ? jsapi : null,
    needs.promotions,
    needs.teams,
    needs.onPaid,
  );
  return { pay, paySandbox: needs.sandbox };
}

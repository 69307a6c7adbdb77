import type { AppConfig } from '../../config.js';
import type { PageSecurity } from '../../http/security-headers.js';
import type { ZodApp } from '../../http/types.js';
import type { SandboxPay } from '../../providers/pay/sandbox-pay.js';
import type { PayService } from './pay-service.js';
import { notifyRoutes } from './notify-routes.js';
import { productRoutes } from './routes.js';

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

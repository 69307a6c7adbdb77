import { AppError, ErrorCode, devApi as routes } from '@slidecraft/contract';
import { AdminError, runAdminCommand } from '../../cli/admin.js';
import { cliAppSecret } from '../../cli/partners-command.js';
import { directLoopbackOnly } from '../../http/direct-loopback.js';
import { serve } from '../../http/route.js';
import type { PageSecurity } from '../../http/security-headers.js';
import type { ZodApp } from '../../http/types.js';
import type { DevEmailProvider } from '../../providers/email/dev-email.js';
import type { DevSmsProvider } from '../../providers/sms/dev-sms.js';
import type { DevWechatLoginProvider } from '../../providers/wechat/dev-wechat.js';
import { randomToken } from '../../security/hash.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { UsageRecorder } from '../ai/usage-ledger.js';
import type { CaptchaService } from '../auth/captcha-service.js';
import type { SessionService } from '../auth/session-service.js';
import type { PayService } from '../pay/pay-service.js';
import type { PromotionService } from '../promotion/promotion-service.js';
import type { RedeemService } from '../redeem/redeem-service.js';
import type { UserService } from '../user/user-service.js';
import type { QrLoginService } from '../wechat/qr-login-service.js';

export interface DevRoutesNeeds {
  sms: DevSmsProvider;
  wechat: DevWechatLoginProvider | null;
  /** The dev email outbox (absent when mail goes through SMTP). */
  email?: DevEmailProvider | null;
  /** Security headers of the pages below (their script is inline). */
  pageSecurity: PageSecurity;
  /** Served because HOST is a loopback address: direct loopback connections only. */
  loopbackOnly: boolean;
  config: AppConfig;
  database: Database;
  captcha: CaptchaService;
  users: UserService;
  sessions: SessionService;
  aiUsage: UsageRecorder;
  aiLimits: AiLimitsService;
  pay: PayService;
  redeem: RedeemService;
  promotions: PromotionService;
  qrLogin: QrLoginService | null;
}

/**
 * Test and local-use helpers. Registered only when dev providers are active, which the
 * configuration refuses with NODE_ENV=production.
 */
export async function devRoutes(app: ZodApp, needs: DevRoutesNeeds): Promise<void> {
  if (needs.loopbackOnly) directLoopbackOnly(app);
  serve(app, routes.smsOutbox, ({ query }) => ({ items: needs.sms.list(query.phone) }));

  const email = needs.email;
  if (email) {
    serve(app, routes.emailOutbox, ({ query }) => ({ items: email.list(query.to) }));
  }

  serve(app, routes.captchaAnswer, async ({ params }) => {
    const answer = await needs.captcha.peekAnswer(params.captchaId);
    if (!answer) throw new AppError(ErrorCode.VERIFY_OVERDUE);
    return { answer };
  });

  serve(app, routes.aiAccount, async ({ body }) => {
    const { phone, memberDays, pointsUsed } = body;
    const user = await needs.users.findByPhone(phone);
    if (!user) throw new AppError(ErrorCode.PARAMS_ERROR, 'no user with this phone');
    if (memberDays !== undefined) {
      // 0 ends the membership now: the basic tier counts its points from here on.
      const until = Math.floor(Date.now() / 1000) + memberDays * 86_400;
      await needs.users.setMemberUntil(user.id, until);
    }
    if (pointsUsed) {
      await needs.aiUsage.record({
        userId: user.id,
        kind: 'outline',
        model: 'dev',
        points: pointsUsed,
      });
    }
    // The points counter of the user's window counts from the ledger again.
    await needs.aiLimits.recount(user.id);
    return null;
  });

  serve(app, routes.redeemCodes, async ({ body }) => {
    const { productId, count, uses, perUser, expiresIn } = body;
    const plans = await needs.pay.catalogue('zh-CN');
    if (!plans.some((plan) => plan.id === productId)) {
      throw new AppError(ErrorCode.NO_PRODUCT, `no product ${productId}`);
    }
    const expiresAt = expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000);
    return needs.redeem.createBatch({ productId, count, uses, perUser, expiresAt });
  });

  serve(app, routes.adminCommand, async ({ body }) => {
    try {
      const output = await runAdminCommand(
        needs.database.db,
        body.args,
        (userId) => needs.sessions.userChanged(userId),
        // partners: the secret the running server derives partner secrets from.
        () => cliAppSecret(needs.config, needs.database.db),
      );
      return { output };
    } catch (error) {
      if (error instanceof AdminError) {
        throw new AppError(ErrorCode.PARAMS_ERROR, error.message, { expose: true });
      }
      throw error;
    }
  });

  serve(app, routes.couponExpireIn, async ({ body }) => {
    const user = await needs.users.findByPhone(body.phone);
    if (!user) throw new AppError(ErrorCode.PARAMS_ERROR, 'no user with this phone');
    const expiresAt = new Date(Date.now() + body.seconds * 1000);
    return { updated: await needs.promotions.expireUnusedCoupons(user.id, expiresAt) };
  });

  const wechat = needs.wechat;
  if (!wechat) return;

  serve(app, routes.wechatScan, async ({ body }) => {
    const { topic, openid } = body;
    const qrLogin = needs.qrLogin;
    if (!qrLogin) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'wechat login is off');
    await qrLogin.confirmTopic(topic, openid ?? `dev-${randomToken().slice(0, 16)}`);
    return null;
  });

  const pageOptions = { config: { pageSecurity: needs.pageSecurity } };
  serve(
    app,
    routes.wechatScanPage,
    ({ query }, _request, reply) =>
      reply.type('text/html; charset=utf-8').send(scanPage(query.topic)),
    pageOptions,
  );

  serve(app, routes.wechatOauthCode, async ({ body }) => {
    const openid = body.openid ?? `dev-${randomToken().slice(0, 16)}`;
    return { code: await wechat.issueOAuthCode(openid) };
  });

  serve(
    app,
    routes.wechatOauthPage,
    ({ query }, _request, reply) =>
      reply.type('text/html; charset=utf-8').send(oauthPage(query.state, query.redirect)),
    pageOptions,
  );
}

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}
input,button{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box;margin:.4rem 0}
button{background:#07c160;color:#fff;border:0;border-radius:4px}`;

/**
 * The dev stand-in for WeChat's in-app authorization: confirming sends the browser back to the
 * same-site `redirect` with a one-time code and the state, as WeChat does. Values reach the
 * script as JSON with '<' escaped, so no value can close the script element.
 */
function oauthPage(state: string, redirect: string): string {
  const data = JSON.stringify({ state, redirect }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev WeChat authorization</title><style>${PAGE_STYLE}</style></head>
<body><h1>Dev WeChat authorization</h1>
<p>Continue as a test WeChat user (same openid = same account).</p>
<label>openid <input id="openid" value="dev-user-1" pattern="[A-Za-z0-9_-]{1,64}"></label>
<button id="confirm" type="button">Confirm</button>
<p id="result" role="status"></p>
<script>
const page = ${data};
document.getElementById('confirm').addEventListener('click', async () => {
  const openid = document.getElementById('openid').value.trim();
  const res = await fetch(${JSON.stringify(routes.wechatOauthCode.path)}, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(openid ? { openid } : {}),
  });
  const body = await res.json();
  if (body.code !== 200) {
    document.getElementById('result').textContent = body.message;
    return;
  }
  const back = new URL(page.redirect, location.origin);
  back.searchParams.set('code', body.data.code);
  back.searchParams.set('state', page.state);
  location.replace(back.toString());
});
</script></body></html>`;
}

/** The dev "WeChat" confirmation page; the topic is [A-Za-z0-9_-] only (schema). */
function scanPage(topic: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev WeChat login</title>
<style>${PAGE_STYLE}</style></head>
<body><h1>Dev WeChat login</h1>
<p>Confirm this login as a test WeChat user (same openid = same account).</p>
<label>openid <input id="openid" value="dev-user-1" pattern="[A-Za-z0-9_-]{1,64}"></label>
<button id="confirm" type="button">Confirm login</button>
<p id="result" role="status"></p>
<script>
document.getElementById('confirm').addEventListener('click', async () => {
  const openid = document.getElementById('openid').value.trim();
  const res = await fetch(${JSON.stringify(routes.wechatScan.path)}, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(openid ? { topic: ${JSON.stringify(topic)}, openid } : { topic: ${JSON.stringify(topic)} }),
  });
  const body = await res.json();
  document.getElementById('result').textContent = body.code === 200 ? 'Confirmed' : body.message;
});
</script></body></html>`;
}

import {
  AppError,
  DevAiAccountBodySchema,
  DevCaptchaParamsSchema,
  DevCaptchaResultSchema,
  DevEmailOutboxQuerySchema,
  DevEmailOutboxResultSchema,
  DevOutboxQuerySchema,
  DevOutboxResultSchema,
  DevWechatOauthCodeBodySchema,
  DevWechatOauthCodeResultSchema,
  DevWechatScanBodySchema,
  ErrorCode,
  SameSitePathSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { AdminError, runAdminCommand } from '../../cli/admin.js';
import { cliAppSecret } from '../../cli/partners-command.js';
import { userCoupons } from '../../db/schema.js';
import { directLoopbackOnly } from '../../http/direct-loopback.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { PageSecurity } from '../../http/security-headers.js';
import type { ZodApp } from '../../http/types.js';
import type { DevEmailProvider } from '../../providers/email/dev-email.js';
import type { DevSmsProvider } from '../../providers/sms/dev-sms.js';
import type { DevWechatLoginProvider } from '../../providers/wechat/dev-wechat.js';
import { randomToken } from '../../security/hash.js';

/**
 * Test and local-use helpers. Registered only when dev providers are active, which the
 * configuration refuses with NODE_ENV=production.
 */
export async function devRoutes(
  app: ZodApp,
  opts: {
    sms: DevSmsProvider;
    wechat: DevWechatLoginProvider | null;
    /** The dev email outbox (absent when mail goes through SMTP). */
    email?: DevEmailProvider | null;
    /** Security headers of the pages below (their script is inline). */
    pageSecurity: PageSecurity;
    /** Served because HOST is a loopback address: direct loopback connections only. */
    loopbackOnly: boolean;
  },
): Promise<void> {
  if (opts.loopbackOnly) directLoopbackOnly(app);
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'SMS sent to a phone by the dev provider, newest first',
        querystring: DevOutboxQuerySchema,
        response: { 200: envelopeSchema(DevOutboxResultSchema) },
      },
    },
    async (request) => ok({ items: opts.sms.list(request.query.phone) }, requestLocale(request)),
  );

  const email = opts.email;
  if (email) {
    app.get(
      '/api/dev/email/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Emails sent to an address by the dev email provider, newest first',
          querystring: DevEmailOutboxQuerySchema,
          response: { 200: envelopeSchema(DevEmailOutboxResultSchema) },
        },
      },
      async (request) => ok({ items: email.list(request.query.to) }, requestLocale(request)),
    );
  }

  app.get(
    '/api/dev/captcha/:captchaId',
    {
      schema: {
        tags: ['dev'],
        summary: 'The answer of a live captcha',
        params: DevCaptchaParamsSchema,
        response: { 200: envelopeSchema(DevCaptchaResultSchema) },
      },
    },
    async (request) => {
      const answer = await app.ctx.captcha.peekAnswer(request.params.captchaId);
      if (!answer) throw new AppError(ErrorCode.VERIFY_OVERDUE);
      return ok({ answer }, requestLocale(request));
    },
  );

  app.post(
    '/api/dev/ai-account',
    {
      schema: {
        tags: ['dev'],
        summary: "Set a phone's membership and add used AI points (to try the AI limits)",
        body: DevAiAccountBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { phone, memberDays, pointsUsed } = request.body;
      const user = await app.ctx.users.findByPhone(phone);
      if (!user) throw new AppError(ErrorCode.PARAMS_ERROR, 'no user with this phone');
      if (memberDays !== undefined) {
        // 0 ends the membership now: the basic tier counts its points from here on.
        const until = Math.floor(Date.now() / 1000) + memberDays * 86_400;
        await app.ctx.users.setMemberUntil(user.id, until);
      }
      if (pointsUsed) {
        await app.ctx.aiUsage.record({
          userId: user.id,
          kind: 'outline',
          model: 'dev',
          points: pointsUsed,
        });
      }
      // The points counter of the user's window counts from the ledger again.
      await app.ctx.aiLimits.recount(user.id);
      return ok(null, requestLocale(request));
    },
  );

  app.post(
    '/api/dev/redeem-codes',
    {
      schema: {
        tags: ['dev'],
        summary: 'Make a batch of redeem codes (what `npm run admin -- codes create` does)',
        body: z.object({
          productId: z.string().regex(/^[a-z0-9-]{1,64}$/),
          count: z.number().int().min(1).max(100),
          uses: z.number().int().min(1).max(10_000),
          perUser: z.number().int().min(1).max(100).default(1),
          /** Seconds from now; absent: never expires. */
          expiresIn: z.number().int().min(1).optional(),
        }),
        response: {
          200: envelopeSchema(z.object({ batchId: z.string(), codes: z.array(z.string()) })),
        },
      },
    },
    async (request) => {
      const { productId, count, uses, perUser, expiresIn } = request.body;
      const plans = await app.ctx.pay.catalogue('zh-CN');
      if (!plans.some((plan) => plan.id === productId)) {
        throw new AppError(ErrorCode.NO_PRODUCT, `no product ${productId}`);
      }
      const expiresAt = expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000);
      const batch = await app.ctx.redeem.createBatch({
        productId,
        count,
        uses,
        perUser,
        expiresAt,
      });
      return ok(batch, requestLocale(request));
    },
  );

  app.post(
    '/api/dev/admin',
    {
      schema: {
        tags: ['dev'],
        summary:
          "Run an admin CLI command against this server's database (e2e seeding: plans, packs, codes, coupons, promo codes, content)",
        body: z.object({ args: z.array(z.string().max(2000)).min(1).max(40) }),
        response: { 200: envelopeSchema(z.object({ output: z.string() })) },
      },
    },
    async (request) => {
      try {
        const output = await runAdminCommand(
          app.ctx.database.db,
          request.body.args,
          (userId) => app.ctx.sessions.userChanged(userId),
          // partners: the secret the running server derives partner secrets from.
          () => cliAppSecret(app.ctx.config, app.ctx.database.db),
        );
        return ok({ output }, requestLocale(request));
      } catch (error) {
        if (error instanceof AdminError) {
          throw new AppError(ErrorCode.PARAMS_ERROR, error.message, { expose: true });
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/dev/coupons/expire-in',
    {
      schema: {
        tags: ['dev'],
        summary: "Make a phone's live coupon expire in N seconds (to see the countdown end)",
        body: z.object({ phone: z.string().max(32), seconds: z.number().int().min(0).max(86_400) }),
        response: { 200: envelopeSchema(z.object({ updated: z.number() })) },
      },
    },
    async (request) => {
      const user = await app.ctx.users.findByPhone(request.body.phone);
      if (!user) throw new AppError(ErrorCode.PARAMS_ERROR, 'no user with this phone');
      const rows = await app.ctx.database.db
        .update(userCoupons)
        .set({ expiresAt: new Date(Date.now() + request.body.seconds * 1000) })
        .where(and(eq(userCoupons.userId, user.id), isNull(userCoupons.usedAt)))
        .returning({ id: userCoupons.id });
      return ok({ updated: rows.length }, requestLocale(request));
    },
  );

  const wechat = opts.wechat;
  if (!wechat) return;

  app.post(
    '/api/dev/wechat/scan',
    {
      schema: {
        tags: ['dev'],
        summary: 'Confirm a login QR as a test WeChat user (a new openid when none is given)',
        body: DevWechatScanBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { topic, openid } = request.body;
      const qrLogin = app.ctx.qrLogin;
      if (!qrLogin) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'wechat login is off');
      await qrLogin.confirmTopic(topic, openid ?? `dev-${randomToken().slice(0, 16)}`);
      return ok(null, requestLocale(request));
    },
  );

  app.get(
    '/api/dev/wechat/scan-page',
    {
      config: { pageSecurity: opts.pageSecurity },
      schema: {
        tags: ['dev'],
        summary: 'What the dev login QR encodes: a page that confirms the scan',
        querystring: z.object({ topic: DevWechatScanBodySchema.shape.topic }),
      },
    },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(scanPage(request.query.topic)),
  );

  app.post(
    '/api/dev/wechat/oauth-code',
    {
      schema: {
        tags: ['dev'],
        summary: 'A one-time in-app OAuth code for a test WeChat user (a new openid when none)',
        body: DevWechatOauthCodeBodySchema,
        response: { 200: envelopeSchema(DevWechatOauthCodeResultSchema) },
      },
    },
    async (request) => {
      const openid = request.body.openid ?? `dev-${randomToken().slice(0, 16)}`;
      return ok({ code: await wechat.issueOAuthCode(openid) }, requestLocale(request));
    },
  );

  app.get(
    '/api/dev/wechat/oauth-page',
    {
      config: { pageSecurity: opts.pageSecurity },
      schema: {
        tags: ['dev'],
        summary: "Where the dev in-app OAuth address leads: WeChat's silent authorization, by hand",
        querystring: z.object({
          state: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
          redirect: SameSitePathSchema,
        }),
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(oauthPage(request.query.state, request.query.redirect)),
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
  const res = await fetch('/api/dev/wechat/oauth-code', {
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
  const res = await fetch('/api/dev/wechat/scan', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(openid ? { topic: ${JSON.stringify(topic)}, openid } : { topic: ${JSON.stringify(topic)} }),
  });
  const body = await res.json();
  document.getElementById('result').textContent = body.code === 200 ? 'Confirmed' : body.message;
});
</script></body></html>`;
}

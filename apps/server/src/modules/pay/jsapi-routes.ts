import {
  AppError,
  errorMessage,
  ErrorCode,
  JsapiPayParamsSchema,
  JsapiPayQuerySchema,
  JsapiReturnQuerySchema,
  type Locale,
} from '@slidecraft/contract';
import type { FastifyReply } from 'fastify';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import type { WechatBridgeParams } from '../../providers/pay/pay-provider.js';
import { JSAPI_PAGE_PATH, JSAPI_RETURN_PATH, type JsapiPayment } from './jsapi.js';

const TEXTS: Record<Locale, { title: string; opening: string; back: string }> = {
  'zh-CN': { title: '微信支付', opening: '正在打开微信支付…', back: '返回' },
  'zh-TW': { title: '微信支付', opening: '正在開啟微信支付…', back: '返回' },
  'en-US': { title: 'WeChat Pay', opening: 'Opening WeChat Pay…', back: 'Back' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a data block: `<` escaped so that no value can close the element. */
const jsonData = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE =
  'body{font-family:system-ui,sans-serif;text-align:center;margin:30vh 1rem 0;color:#333}';

function page(
  locale: Locale,
  body: string,
  data?: { params: WechatBridgeParams; callback: string },
) {
  const t = TEXTS[locale];
  const script = data
    ? `<script type="application/json" id="pay-data">${jsonData(data)}</script><script src="${JSAPI_PAGE_PATH}.js"></script>`
    : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<link rel="icon" href="/favicon.svg">
<style>${STYLE}</style></head><body>${body}${script}</body></html>`;
}

/**
 * Hands the signed parameters to WeixinJSBridge and returns to the page the payment started
 * from, whatever the outcome: that page polls the order and shows the result.
 */
const BRIDGE_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('pay-data').textContent);
  var back = function () { location.replace(data.callback); };
  var pay = function () {
    window.WeixinJSBridge.invoke('getBrandWCPayRequest', data.params, back);
  };
  if (window.WeixinJSBridge) pay();
  else document.addEventListener('WeixinJSBridgeReady', pay, false);
})();
`;

/**
 * The pages of paying inside WeChat (JSAPI): the pay link redirects to WeChat's silent
 * authorization, which returns here with a code; this page then opens WeChat Pay.
 */
export async function jsapiRoutes(app: ZodApp, opts: { jsapi: JsapiPayment }): Promise<void> {
  const { jsapi } = opts;
  const failure = (reply: FastifyReply, locale: Locale, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    app.log.warn({ code: error.code, detail: error.message }, 'wechat jsapi payment');
    const message = escapeHtml(errorMessage(error.code, locale));
    return reply
      .code(error.code === ErrorCode.ORDER_NOT_FOUND ? 404 : 400)
      .type('text/html; charset=utf-8')
      .send(
        page(locale, `<p role="alert">${message}</p><p><a href="/">${TEXTS[locale].back}</a></p>`),
      );
  };

  app.get(
    `${JSAPI_PAGE_PATH}/:orderNumber`,
    {
      schema: {
        tags: ['pay'],
        summary: "A JSAPI order's pay link: on to WeChat's silent authorization",
        hide: true,
        params: JsapiPayParamsSchema,
        querystring: JsapiPayQuerySchema,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      try {
        const origin = `${request.protocol}://${request.host}`;
        const next = await jsapi.start(request.params.orderNumber, request.query.callback, origin);
        return reply.redirect(next);
      } catch (error) {
        return failure(reply, locale, error);
      }
    },
  );

  app.get(
    JSAPI_RETURN_PATH,
    {
      schema: {
        tags: ['pay'],
        summary: 'Back from the silent authorization: opens WeChat Pay (JSAPI)',
        hide: true,
        querystring: JsapiReturnQuerySchema,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      try {
        const { code, state } = request.query;
        const { params, callback } = await jsapi.finish(code, state, request.ip);
        if (!params) return reply.redirect(callback);
        const opening = `<p role="status">${TEXTS[locale].opening}</p>`;
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page(locale, opening, { params, callback }));
      } catch (error) {
        return failure(reply, locale, error);
      }
    },
  );

  app.get(`${JSAPI_PAGE_PATH}.js`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(BRIDGE_SCRIPT),
  );
}

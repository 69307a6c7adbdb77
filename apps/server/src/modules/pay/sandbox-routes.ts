import { AppError, ErrorCode, payApi } from '@slidecraft/contract';
import { directLoopbackOnly } from '../../http/direct-loopback.js';
import { serve } from '../../http/route.js';
import type { PageSecurity } from '../../http/security-headers.js';
import type { ZodApp } from '../../http/types.js';
import type { SandboxPay } from '../../providers/pay/sandbox-pay.js';

/**
 * The payment sandbox's routes (PAY_PROVIDER=sandbox, served like the other dev routes): the
 * cashier page its QR opens, and the calls tests drive it with (paths fixed by issue 11).
 */
export async function sandboxRoutes(
  app: ZodApp,
  opts: { sandbox: SandboxPay; pageSecurity: PageSecurity; loopbackOnly: boolean },
): Promise<void> {
  const { sandbox } = opts;
  if (opts.loopbackOnly) directLoopbackOnly(app);
  const known = (orderNumber: string) => {
    if (!sandbox.knows(orderNumber)) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  };

  serve(app, payApi.sandboxPay, async ({ body }) => {
    const { orderNumber, amount, timestampOffsetSeconds, deliver } = body;
    known(orderNumber);
    const notification = sandbox.pay(orderNumber, { amount, timestampOffsetSeconds })!;
    let status: number | null = null;
    if (deliver !== false) {
      const res = await app.inject({
        method: 'POST',
        url: sandbox.notifyPath(orderNumber),
        headers: notification.headers,
        payload: notification.body,
      });
      status = res.statusCode;
    }
    return { notification, delivered: { status } };
  });

  serve(app, payApi.sandboxNotifications, ({ query }) => ({
    items: sandbox.notifications(query.orderNumber),
  }));

  serve(app, payApi.sandboxScan, ({ body }) => {
    known(body.orderNumber);
    sandbox.scanned(body.orderNumber);
    return null;
  });

  serve(app, payApi.sandboxFail, ({ body }) => {
    known(body.orderNumber);
    sandbox.failed(body.orderNumber);
    return null;
  });

  serve(
    app,
    payApi.sandboxCashier,
    ({ params }, _request, reply) =>
      reply.type('text/html; charset=utf-8').send(cashierPage(params.orderNumber)),
    { config: { pageSecurity: opts.pageSecurity } },
  );
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem;width:100%;margin:.4rem 0;border:0;border-radius:4px;color:#fff}
#pay{background:#07c160}#scan{background:#1677ff}#fail{background:#999}`;

/** The order number is [A-Z0-9] only (schema). */
function cashierPage(orderNumber: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox cashier</title><style>${STYLE}</style></head>
<body><h1>Sandbox cashier</h1>
<p>Order <code>${orderNumber}</code>: no money moves here.</p>
<button id="pay" type="button">Pay</button>
<button id="scan" type="button">Scanned, not paid yet</button>
<button id="fail" type="button">Payment fails</button>
<p id="result" role="status"></p>
<script>
const order = ${JSON.stringify(orderNumber)};
const back = new URLSearchParams(location.search).get('callback');
const say = (text) => { document.getElementById('result').textContent = text; };
const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
document.getElementById('pay').addEventListener('click', async () => {
  const res = await post(${JSON.stringify(payApi.sandboxPay.path)}, { orderNumber: order });
  say(res.code === 200 ? 'Paid (notification answered ' + res.data.delivered.status + ')' : res.message);
  if (res.code === 200 && back && back.startsWith(location.origin + '/')) location.assign(back);
});
document.getElementById('scan').addEventListener('click', async () => {
  const res = await post(${JSON.stringify(payApi.sandboxScan.path)}, { orderNumber: order });
  say(res.code === 200 ? 'Scanned, waiting for payment' : res.message);
});
document.getElementById('fail').addEventListener('click', async () => {
  const res = await post(${JSON.stringify(payApi.sandboxFail.path)}, { orderNumber: order });
  say(res.code === 200 ? 'Payment failed; the order can still be paid' : res.message);
});
</script></body></html>`;
}

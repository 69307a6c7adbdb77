import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Formatter, Rsa } from 'wechatpay-axios-plugin';
import { makeWechatNotification } from '../../src/providers/pay/wechat-notification.js';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

interface FakeOrder {
  amount: number;
  state: string;
  transactionId: string;
  body: Record<string, unknown>;
}

export interface FakeWechatPayRequest {
  method: string;
  url: string;
  body: string;
  /** Whether the Authorization header was a valid merchant signature of this request. */
  signed: boolean;
}

/**
 * A local WeChat Pay API v3 (Native, H5, query, close) for the tests: it checks the merchant's
 * request signatures, signs its answers with its own "WeChat Pay public key" pair, and makes
 * payment notifications the way WeChat Pay does. The keys it writes go in the WECHATPAY_* files.
 */
export async function startWechatPayFake(dir: string) {
  const platform = pem();
  const merchant = pem();
  const ids = {
    mchId: '1230000109',
    appId: 'wxd678efh567hg6787',
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    publicKeyId: 'PUB_KEY_ID_0112340000000000000000000000',
    apiV3Key: 'FakeApiV3Key0123456789abcdefghij',
  };
  const privateKeyFile = path.join(dir, 'apiclient_key.pem');
  const publicKeyFile = path.join(dir, 'wechatpay_pub.pem');
  await writeFile(privateKeyFile, merchant.privateKey);
  await writeFile(publicKeyFile, platform.publicKey);
  const orders = new Map<string, FakeOrder>();
  const requests: FakeWechatPayRequest[] = [];
  let failing = false;

  const signed = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = body === null ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': randomBytes(8).toString('hex'),
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': ids.publicKeyId,
      'wechatpay-signature': Rsa.sign(
        Formatter.response(timestamp, nonce, text),
        platform.privateKey,
      ),
    });
    res.end(text);
  };

  const verify = (req: http.IncomingMessage, body: string): boolean => {
    const auth = req.headers.authorization ?? '';
    const fields = Object.fromEntries(
      [...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (!auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') || fields.mchid !== ids.mchId) return false;
    if (fields.serial_no !== ids.merchantSerial) return false;
    const message = Formatter.request(
      req.method!,
      req.url!,
      fields.timestamp!,
      fields.nonce_str!,
      body,
    );
    return Rsa.verify(message, fields.signature!, merchant.publicKey);
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const ok = verify(req, body);
      requests.push({ method: req.method!, url: req.url!, body, signed: ok });
      if (failing) return signed(res, 500, { code: 'SYSTEM_ERROR', message: '系统错误' });
      if (!ok) return signed(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
      const url = new URL(req.url!, 'http://fake');
      const create = /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(url.pathname);
      if (req.method === 'POST' && create) {
        const order = JSON.parse(body) as { out_trade_no: string; amount: { total: number } };
        if (!orders.has(order.out_trade_no)) {
          orders.set(order.out_trade_no, {
            amount: order.amount.total,
            state: 'NOTPAY',
            transactionId: `4200${Date.now()}`,
            body: order as unknown as Record<string, unknown>,
          });
        }
        if (create[1] === 'jsapi') {
          return signed(res, 200, { prepay_id: `wx${order.out_trade_no}` });
        }
        return create[1] === 'native'
          ? signed(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no}` })
          : signed(res, 200, {
              h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${order.out_trade_no}`,
            });
      }
      const trade = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
      const order = trade ? orders.get(trade[1]!) : undefined;
      if (trade && !order)
        return signed(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (trade && order && trade[2] && req.method === 'POST') {
        if (order.state !== 'SUCCESS') order.state = 'CLOSED';
        return signed(res, 204, null);
      }
      if (trade && order && req.method === 'GET') {
        return signed(res, 200, {
          appid: ids.appId,
          mchid: ids.mchId,
          out_trade_no: trade[1],
          trade_state: order.state,
          ...(order.state === 'SUCCESS'
            ? {
                transaction_id: order.transactionId,
                amount: { total: order.amount, currency: 'CNY' },
              }
            : {}),
        });
      }
      return signed(res, 404, { code: 'NOT_FOUND', message: 'no such API' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    ids,
    /** The WECHATPAY_* variables of a server paying through this fake. */
    env: {
      PAY_PROVIDER: 'wechat',
      WECHATPAY_MCH_ID: ids.mchId,
      WECHATPAY_APP_ID: ids.appId,
      WECHATPAY_MERCHANT_SERIAL: ids.merchantSerial,
      WECHATPAY_PRIVATE_KEY_FILE: privateKeyFile,
      WECHATPAY_PUBLIC_KEY_ID: ids.publicKeyId,
      WECHATPAY_PUBLIC_KEY_FILE: publicKeyFile,
      WECHATPAY_API_V3_KEY: ids.apiV3Key,
      WECHATPAY_NOTIFY_URL: 'https://slides.example.com/api/pay/notify/wechat',
      WECHATPAY_ENDPOINT: url,
    },
    privateKeyFile,
    publicKeyFile,
    /** The merchant's public key: what WeChat checks JSAPI pay signatures with. */
    merchantPublicKey: merchant.publicKey,
    requests,
    orders,
    fail(on: boolean) {
      failing = on;
    },
    /** The payer pays: the order is SUCCESS at WeChat Pay; answers the notification it sends. */
    pay(orderNumber: string) {
      const order = orders.get(orderNumber)!;
      order.state = 'SUCCESS';
      const resource = {
        mchid: ids.mchId,
        appid: ids.appId,
        out_trade_no: orderNumber,
        transaction_id: order.transactionId,
        trade_type: 'NATIVE',
        trade_state: 'SUCCESS',
        success_time: new Date().toISOString(),
        amount: { total: order.amount, payer_total: order.amount, currency: 'CNY' },
      };
      return makeWechatNotification(
        resource,
        { privateKey: platform.privateKey, publicKeyId: ids.publicKeyId, apiV3Key: ids.apiV3Key },
        Math.floor(Date.now() / 1000),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

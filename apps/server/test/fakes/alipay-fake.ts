import {
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chinaTime, makeAlipayNotification } from '../../src/providers/pay/alipay-notification.js';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

interface FakeTrade {
  amount: string;
  subject: string;
  /** null until the QR is scanned: no trade exists at Alipay before that. */
  state: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | null;
  tradeNo: string;
}

export interface FakeAlipayRequest {
  method: string;
  url: string;
  body: string;
  /** Whether the Authorization header was a valid application signature of this request. */
  signed: boolean;
}

/**
 * A local Alipay OpenAPI v3 (trade precreate, query, close) for the tests: it checks the
 * application's request signatures (ALIPAY-SHA256withRSA), signs its answers with its own
 * "Alipay" key pair, and makes notifications the way Alipay does. Its key files go in ALIPAY_*.
 */
export async function startAlipayFake(dir: string) {
  const platform = pem();
  const application = pem();
  const ids = { appId: '2021004100000001', sellerId: '2088101122136241' };
  const privateKeyFile = path.join(dir, 'app_private_key.pem');
  const publicKeyFile = path.join(dir, 'alipay_public_key.pem');
  await writeFile(privateKeyFile, application.privateKey);
  await writeFile(publicKeyFile, platform.publicKey);
  const trades = new Map<string, FakeTrade>();
  const requests: FakeAlipayRequest[] = [];
  let failing = false;

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    const timestamp = String(Date.now());
    const nonce = randomUUID();
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${text}\n`)
      .sign(platform.privateKey, 'base64');
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'alipay-trace-id': randomBytes(8).toString('hex'),
      'alipay-timestamp': timestamp,
      'alipay-nonce': nonce,
      'alipay-signature': signature,
    });
    res.end(text);
  };

  /** `ALIPAY-SHA256withRSA app_id=..,nonce=..,timestamp=..,sign=..` over auth/method/url/body. */
  const verify = (req: http.IncomingMessage, body: string): boolean => {
    const auth = req.headers.authorization ?? '';
    const match = /^ALIPAY-SHA256withRSA (.+),sign=(.+)$/.exec(auth);
    if (!match || !match[1]!.includes(`app_id=${ids.appId}`)) return false;
    const message = `${match[1]}\n${req.method}\n${req.url}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(application.publicKey, match[2]!, 'base64');
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const ok = verify(req, body);
      requests.push({ method: req.method!, url: req.url!, body, signed: ok });
      if (failing) return answer(res, 500, { code: 'SYSTEM_ERROR', message: '系统繁忙' });
      if (!ok) return answer(res, 401, { code: 'invalid-signature', message: '验签失败' });
      const api = /^\/v3\/alipay\/trade\/(precreate|query|close)$/.exec(req.url ?? '')?.[1];
      const fields = JSON.parse(body || '{}') as Record<string, string>;
      const orderNumber = fields.out_trade_no ?? '';
      if (api === 'precreate') {
        if (!trades.has(orderNumber)) {
          trades.set(orderNumber, {
            amount: fields.total_amount!,
            subject: fields.subject!,
            state: null,
            tradeNo: `2026${Date.now()}${randomBytes(3).toString('hex')}`,
          });
        }
        return answer(res, 200, {
          out_trade_no: orderNumber,
          qr_code: `https://qr.alipay.com/fake${orderNumber}`,
        });
      }
      const trade = trades.get(orderNumber);
      if ((api === 'query' || api === 'close') && !trade?.state) {
        return answer(res, 400, { code: 'ACQ.TRADE_NOT_EXIST', message: '交易不存在' });
      }
      if (api === 'query') {
        return answer(res, 200, {
          out_trade_no: orderNumber,
          trade_no: trade!.tradeNo,
          trade_status: trade!.state,
          total_amount: trade!.amount,
        });
      }
      if (api === 'close') {
        if (trade!.state === 'WAIT_BUYER_PAY') trade!.state = 'TRADE_CLOSED';
        return answer(res, 200, { out_trade_no: orderNumber, trade_no: trade!.tradeNo });
      }
      return answer(res, 404, { code: 'NOT_FOUND', message: 'no such API' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    ids,
    /** The ALIPAY_* variables of a server paying through this fake. */
    env: {
      PAY_PROVIDER: 'alipay',
      ALIPAY_APP_ID: ids.appId,
      ALIPAY_SELLER_ID: ids.sellerId,
      ALIPAY_PRIVATE_KEY_FILE: privateKeyFile,
      ALIPAY_PUBLIC_KEY_FILE: publicKeyFile,
      ALIPAY_NOTIFY_URL: 'https://slides.example.com/api/pay/notify/alipay',
      ALIPAY_ENDPOINT: url,
    },
    privateKeyFile,
    publicKeyFile,
    /** The application's public key: what Alipay checks our wap links with. */
    applicationPublicKey: application.publicKey,
    requests,
    trades,
    fail(on: boolean) {
      failing = on;
    },
    /** The payer scans the QR: the trade now exists, waiting for payment. */
    scan(orderNumber: string) {
      const trade = trades.get(orderNumber)!;
      trade.state ??= 'WAIT_BUYER_PAY';
    },
    /** The payer pays: answers the form body of the notification Alipay sends. */
    pay(orderNumber: string, overrides: Record<string, string> = {}) {
      const trade = trades.get(orderNumber)!;
      trade.state = 'TRADE_SUCCESS';
      const now = chinaTime(new Date());
      return makeAlipayNotification(
        {
          notify_type: 'trade_status_sync',
          notify_id: randomBytes(16).toString('hex'),
          notify_time: now,
          charset: 'utf-8',
          version: '1.0',
          app_id: ids.appId,
          seller_id: ids.sellerId,
          out_trade_no: orderNumber,
          trade_no: trade.tradeNo,
          trade_status: 'TRADE_SUCCESS',
          total_amount: trade.amount,
          subject: trade.subject,
          gmt_payment: now,
          ...overrides,
        },
        platform.privateKey,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

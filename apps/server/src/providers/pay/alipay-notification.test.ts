import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chinaTime,
  fenToYuan,
  makeAlipayNotification,
  readAlipayNotification,
  yuanToFen,
} from './alipay-notification.js';
import { alipaySdkOf } from './alipay-pay.js';
import { NotificationRefused } from './pay-provider.js';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const alipay = pair();
const keys = { appId: '2021004100000001', sellerId: '2088101122136241' };
const sdk = alipaySdkOf({
  appId: keys.appId,
  appPrivateKey: pair().privateKey,
  alipayPublicKey: alipay.publicKey,
  endpoint: 'http://127.0.0.1:9',
});
const NOW = 1_790_000_000;

const paid = {
  notify_type: 'trade_status_sync',
  notify_id: 'ac05099524730693a8b330c5ecf72da9786',
  notify_time: chinaTime(new Date(NOW * 1000)),
  charset: 'utf-8',
  version: '1.0',
  app_id: keys.appId,
  seller_id: keys.sellerId,
  out_trade_no: 'SC20261125120000123456789',
  trade_no: '2026112522001404330500000001',
  trade_status: 'TRADE_SUCCESS',
  total_amount: '199.00',
  subject: '专业版年卡',
  // A value with '%' and '+': the older check URL-decodes it a second time and fails.
  passback_params: 'a%2Bb+c%3D100%',
};
const body = (fields: Record<string, string>) => makeAlipayNotification(fields, alipay.privateKey);
const read = (text: string, now = NOW) =>
  readAlipayNotification({ headers: {}, body: text }, sdk, keys, now);
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (err) {
    if (err instanceof NotificationRefused) return err.reason;
    throw err;
  }
  return 'accepted';
};

describe('Alipay notifications', () => {
  it("signs Alipay's way: RSA2 over the sorted fields but sign and sign_type (plain node:crypto)", () => {
    const form = new URLSearchParams(body(paid));
    expect(form.get('sign_type')).toBe('RSA2');
    const content = Object.keys(paid)
      .sort()
      .map((key) => `${key}=${paid[key as keyof typeof paid]}`)
      .join('&');
    const check = createSign('RSA-SHA256').update(content).sign(alipay.privateKey, 'base64');
    expect(form.get('sign')).toBe(check);
  });

  it('reads a genuine payment, even with a % in a field', () => {
    expect(read(body(paid))).toEqual({
      orderNumber: paid.out_trade_no,
      transactionId: paid.trade_no,
      amount: 19900,
      currency: 'CNY',
      notificationId: paid.notify_id,
    });
  });

  it('refuses a tampered amount, another key, missing fields and a time over 300 s off', () => {
    const tampered = body(paid).replace('total_amount=199.00', 'total_amount=1.00');
    expect(refusal(() => read(tampered))).toBe('bad signature');
    const forged = makeAlipayNotification(paid, pair().privateKey);
    expect(refusal(() => read(forged))).toBe('bad signature');
    const unsigned = body(paid).replace(/&sign=[^&]*/, '');
    expect(refusal(() => read(unsigned))).toBe('missing signature fields');
    expect(refusal(() => read(body(paid), NOW + 301))).toBe('stale timestamp');
    expect(refusal(() => read(body(paid), NOW - 301))).toBe('stale timestamp');
    expect(refusal(() => read(body(paid), NOW + 299))).toBe('accepted');
  });

  it('refuses another app or seller, naming the order it claims for the log', () => {
    let error: NotificationRefused | null = null;
    try {
      read(body({ ...paid, app_id: '2021004100000002' }));
    } catch (err) {
      error = err as NotificationRefused;
    }
    expect(error?.reason).toBe('app id mismatch');
    expect(error?.claimedOrder).toBe(paid.out_trade_no);
    expect(refusal(() => read(body({ ...paid, seller_id: '2088101122136242' })))).toBe(
      'merchant id mismatch',
    );
    expect(refusal(() => read(body({ ...paid, total_amount: '199.001' })))).toBe('no amount');
  });

  it('answers null for a genuine notification of a state that is not a payment', () => {
    expect(read(body({ ...paid, trade_status: 'TRADE_CLOSED' }))).toBeNull();
    expect(read(body({ ...paid, trade_status: 'WAIT_BUYER_PAY' }))).toBeNull();
    expect(read(body({ ...paid, trade_status: 'TRADE_FINISHED' }))?.amount).toBe(19900);
  });

  it('converts yuan and fen exactly', () => {
    expect(yuanToFen('29.9')).toBe(2990);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('399')).toBe(39900);
    for (const bad of ['', '-1.00', '1.234', '1e3', ' 1.00']) expect(yuanToFen(bad)).toBeNull();
    expect(fenToYuan(2990)).toBe('29.90');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(39900)).toBe('399.00');
    expect(chinaTime(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26 00:00:00');
  });
});

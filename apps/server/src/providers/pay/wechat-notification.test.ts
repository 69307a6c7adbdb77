import { createDecipheriv, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NotificationRefused } from './pay-provider.js';
import {
  makeWechatNotification,
  readWechatNotification,
  type WechatNotificationKeys,
} from './wechat-notification.js';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const keys: WechatNotificationKeys = {
  publicKey: pair.publicKey,
  publicKeyId: 'PUB_KEY_ID_0114232134912410000000000000',
  apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
  mchId: '1230000109',
  appId: 'wxd678efh567hg6787',
};
const NOW = 1_790_000_000;

/** A notification as WeChat Pay makes it (the shared maker the sandbox and fakes use). */
const notification = (transaction: Record<string, unknown>, timestamp = NOW) =>
  makeWechatNotification(transaction, { ...keys, privateKey: pair.privateKey }, timestamp);

const paid = {
  mchid: keys.mchId,
  appid: keys.appId,
  out_trade_no: 'SC20261125120000123456789',
  transaction_id: '1217752501201407033233368018',
  trade_state: 'SUCCESS',
  amount: { total: 19900, currency: 'CNY' },
};

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (err) {
    if (err instanceof NotificationRefused) return err.reason;
    throw err;
  }
  return 'accepted';
};

describe('WeChat Pay v3 notification check', () => {
  it('makes notifications the way WeChat Pay documents them (checked with plain node:crypto)', () => {
    const n = notification(paid);
    const h = n.headers;
    const message = `${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${n.body}\n`;
    const verifier = createVerify('RSA-SHA256').update(message);
    expect(verifier.verify(pair.publicKey, h['wechatpay-signature']!, 'base64')).toBe(true);
    const resource = (JSON.parse(n.body) as { resource: Record<string, string> }).resource;
    const raw = Buffer.from(resource.ciphertext!, 'base64');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(keys.apiV3Key),
      Buffer.from(resource.nonce!),
    );
    decipher.setAAD(Buffer.from(resource.associated_data!));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(raw.subarray(0, -16)), decipher.final()]);
    expect(JSON.parse(plain.toString('utf8'))).toEqual(paid);
  });

  it('reads a genuine notification', () => {
    expect(readWechatNotification(notification(paid), keys, NOW)).toEqual({
      orderNumber: paid.out_trade_no,
      transactionId: paid.transaction_id,
      amount: 19900,
      currency: 'CNY',
    });
  });

  it('checks the signature over the raw body, not a re-serialised object', () => {
    const n = notification(paid);
    const spaced = { ...n, body: n.body.replace('{"id"', '{ "id"') };
    expect(JSON.parse(spaced.body)).toEqual(JSON.parse(n.body));
    expect(refusal(() => readWechatNotification(spaced, keys, NOW))).toBe('bad signature');
  });

  it('refuses the probe, another key, missing headers and a timestamp over 300 s off', () => {
    const n = notification(paid);
    const sig = n.headers['wechatpay-signature'];
    const probe = {
      ...n,
      headers: { ...n.headers, 'wechatpay-signature': `WECHATPAY/SIGNTEST/${sig}` },
    };
    expect(refusal(() => readWechatNotification(probe, keys, NOW))).toBe('signature probe');
    const other = { ...n, headers: { ...n.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } };
    expect(refusal(() => readWechatNotification(other, keys, NOW))).toBe('unknown signing key');
    const bare = { ...n, headers: { 'wechatpay-serial': keys.publicKeyId } };
    expect(refusal(() => readWechatNotification(bare, keys, NOW))).toBe(
      'missing signature headers',
    );
    expect(refusal(() => readWechatNotification(n, keys, NOW + 300))).toBe('accepted');
    expect(refusal(() => readWechatNotification(n, keys, NOW + 301))).toBe('stale timestamp');
    expect(refusal(() => readWechatNotification(n, keys, NOW - 301))).toBe('stale timestamp');
  });

  it('names the order of a signed notification it refuses, and reads no order before the signature holds', () => {
    const refusedWith = (n: ReturnType<typeof notification>) => {
      try {
        readWechatNotification(n, keys, NOW);
      } catch (err) {
        if (err instanceof NotificationRefused) return err;
      }
      throw new Error('not refused');
    };
    const otherApp = notification({ ...paid, appid: 'wx-other' });
    expect(refusedWith(otherApp)).toMatchObject({
      reason: 'app id mismatch',
      claimedOrder: paid.out_trade_no,
    });
    const altered = {
      ...otherApp,
      headers: { ...otherApp.headers, 'wechatpay-nonce': 'f'.repeat(32) },
    };
    expect(refusedWith(altered)).toMatchObject({ reason: 'bad signature', claimedOrder: null });
  });

  it('refuses another merchant, an unpaid state and a resource made with another key', () => {
    const check = (n: ReturnType<typeof notification>) =>
      refusal(() => readWechatNotification(n, keys, NOW));
    expect(check(notification({ ...paid, mchid: '1900000001' }))).toBe('merchant id mismatch');
    expect(check(notification({ ...paid, trade_state: 'NOTPAY' }))).toBe('trade state NOTPAY');
    const foreign = notification(paid);
    const otherKey = { ...keys, apiV3Key: 'zyxwvutsrqponmlkjihgfedcba543210' };
    expect(refusal(() => readWechatNotification(foreign, otherKey, NOW))).toBe(
      'resource does not decrypt',
    );
  });
});

import { randomBytes } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { NotificationRefused, type RawNotification, type ReportedPayment } from './pay-provider.js';

/** How far a notification's timestamp may be from our clock (integrations.md). */
export const NOTIFICATION_MAX_SKEW_SECONDS = 300;
/** WeChat's deliberate probe: a notification signed like this must fail. */
const PROBE_PREFIX = 'WECHATPAY/SIGNTEST/';

export interface WechatNotificationKeys {
  /** The WeChat Pay public key (or platform certificate key) that signs notifications. */
  publicKey: string;
  /** Its id (`PUB_KEY_ID_...` or the certificate serial) that Wechatpay-Serial names. */
  publicKeyId: string;
  /** The merchant's APIv3 key: AES-256-GCM key of the resource. */
  apiV3Key: string;
  mchId: string;
  appId: string;
}

interface Transaction {
  mchid?: unknown;
  appid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown; currency?: unknown };
}

const header = (n: RawNotification, name: string): string => {
  const value = n.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * Checks a WeChat Pay API v3 payment notification, in the order integrations.md gives: headers,
 * the signing key's id, the probe, the timestamp window, the RSA-SHA256 signature over
 * `timestamp\nnonce\nbody\n` of the raw body, and only then decrypts the resource
 * (AES-256-GCM) and checks merchant and app. The dev sandbox's notifications go through this same code.
 */
export function readWechatNotification(
  notification: RawNotification,
  keys: WechatNotificationKeys,
  nowSeconds = Math.floor(Date.now() / 1000),
): ReportedPayment {
  const serial = header(notification, 'wechatpay-serial');
  const signature = header(notification, 'wechatpay-signature');
  const timestamp = header(notification, 'wechatpay-timestamp');
  const nonce = header(notification, 'wechatpay-nonce');
  if (!serial || !signature || !/^\d{1,12}$/.test(timestamp) || !nonce) {
    throw new NotificationRefused('missing signature headers');
  }
  const unsigned = (reason: string) => new NotificationRefused(reason);
  if (serial !== keys.publicKeyId) throw unsigned('unknown signing key');
  if (signature.startsWith(PROBE_PREFIX)) throw unsigned('signature probe');
  if (Math.abs(nowSeconds - Number(timestamp)) > NOTIFICATION_MAX_SKEW_SECONDS) {
    throw unsigned('stale timestamp');
  }
  let valid: boolean;
  try {
    valid = Rsa.verify(
      Formatter.response(timestamp, nonce, notification.body),
      signature,
      keys.publicKey,
    );
  } catch {
    valid = false;
  }
  if (!valid) throw unsigned('bad signature');
  // Only a notification that WeChat Pay signed is read any further.
  const transaction = tryDecrypt(notification.body, keys.apiV3Key);
  if (!transaction) throw unsigned('resource does not decrypt');
  const orderNumber =
    typeof transaction.out_trade_no === 'string' ? transaction.out_trade_no : null;
  const refuse = (reason: string) => new NotificationRefused(reason, orderNumber);
  if (transaction.mchid !== keys.mchId) throw refuse('merchant id mismatch');
  if (transaction.appid !== keys.appId) throw refuse('app id mismatch');
  if (transaction.trade_state !== 'SUCCESS')
    throw refuse(`trade state ${String(transaction.trade_state)}`);
  const total = transaction.amount?.total;
  const currency = transaction.amount?.currency;
  if (!orderNumber || typeof transaction.transaction_id !== 'string') throw refuse('no order');
  if (typeof total !== 'number' || !Number.isInteger(total) || typeof currency !== 'string') {
    throw refuse('no amount');
  }
  return { orderNumber, transactionId: transaction.transaction_id, amount: total, currency };
}

function tryDecrypt(body: string, apiV3Key: string): Transaction | null {
  try {
    const parsed = JSON.parse(body) as {
      event_type?: unknown;
      resource?: {
        algorithm?: unknown;
        ciphertext?: unknown;
        nonce?: unknown;
        associated_data?: unknown;
      };
    };
    const r = parsed.resource;
    if (parsed.event_type !== 'TRANSACTION.SUCCESS' || !r || r.algorithm !== 'AEAD_AES_256_GCM') {
      return null;
    }
    if (typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') return null;
    const aad = typeof r.associated_data === 'string' ? r.associated_data : '';
    const plain = Aes.AesGcm.decrypt(r.ciphertext, apiV3Key, r.nonce, aad);
    const transaction = JSON.parse(plain) as unknown;
    return typeof transaction === 'object' && transaction !== null
      ? (transaction as Transaction)
      : null;
  } catch {
    return null;
  }
}

/** Who signs a notification: the holder of the WeChat Pay key pair and the merchant's APIv3 key. */
export interface WechatNotificationSigner {
  privateKey: string;
  publicKeyId: string;
  apiV3Key: string;
}

/** WeChat Pay's nonces: 32 characters of [0-9a-f]. */
const nonceOf = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * A payment notification exactly as WeChat Pay makes one: the transaction encrypted with
 * AES-256-GCM under the APIv3 key, the body signed with RSA-SHA256 over
 * `timestamp\nnonce\nbody\n`. The sandbox and the tests' fakes make theirs with it, so that
 * readWechatNotification checks notifications built the way WeChat Pay builds them.
 */
export function makeWechatNotification(
  transaction: Record<string, unknown>,
  signer: WechatNotificationSigner,
  timestampSeconds: number,
): { headers: Record<string, string>; body: string } {
  const resourceNonce = nonceOf(6);
  const body = JSON.stringify({
    id: `EV-${nonceOf(8)}`,
    create_time: new Date(timestampSeconds * 1000).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: Aes.AesGcm.encrypt(
        JSON.stringify(transaction),
        signer.apiV3Key,
        resourceNonce,
        'transaction',
      ),
      associated_data: 'transaction',
      nonce: resourceNonce,
    },
  });
  const timestamp = String(timestampSeconds);
  const nonce = nonceOf(16);
  return {
    headers: {
      'content-type': 'application/json',
      'wechatpay-serial': signer.publicKeyId,
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': Rsa.sign(
        Formatter.response(timestamp, nonce, body),
        signer.privateKey,
      ),
    },
    body,
  };
}

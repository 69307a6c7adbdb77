import { withDeadline } from '../deadline.js';

export type SmsPurpose = 'login' | 'bind' | 'reset-pwd' | 'set-pwd' | 'unbind';

export interface SmsMessage {
  /** As stored: `+86-13800138000`. */
  phone: string;
  purpose: SmsPurpose;
  code: string;
}

/** Sends verification codes: the dev outbox, Aliyun SMS or Tencent Cloud SMS. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * Why a send failed, as far as the user is concerned: the provider throttled the number, the
 * number cannot receive SMS, or the service is unavailable (credentials, signature, template,
 * network, timeout...).
 */
export type SmsFailureKind = 'throttled' | 'bad-number' | 'unavailable';

/** A send the provider refused or never answered; `message` is for the log only. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';

  constructor(
    readonly kind: SmsFailureKind,
    /** The provider's own code (e.g. isv.BUSINESS_LIMIT_CONTROL), for the log. */
    readonly providerCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** Longest a provider call may hold a request (integrations: answer fast, never hang). */
export const SMS_SEND_TIMEOUT_MS = 5000;

const THROTTLED = /LIMIT_CONTROL|LimitExceeded|Throttling|RequestLimitExceeded/i;
const BAD_NUMBER =
  /MOBILE_NUMBER_ILLEGAL|MOBILE_COUNT_OVER_LIMIT|IncorrectPhoneNumber|PhoneNumberInBlacklist|PhoneNumberParseFail|InvalidPhoneNumber|PHONE_NUMBER/i;

/** Classifies a provider's error code (both providers' codes are distinct enough). */
export function smsFailureKind(providerCode: string): SmsFailureKind {
  if (THROTTLED.test(providerCode)) return 'throttled';
  if (BAD_NUMBER.test(providerCode)) return 'bad-number';
  return 'unavailable';
}

/** The stored phone split into country code and national number (`+86-138...` -> 86, 138...). */
export function phoneParts(phone: string): { country: string; national: string } {
  const match = /^\+?(\d{1,5})-(\d+)$/.exec(phone);
  return match ? { country: match[1]!, national: match[2]! } : { country: '86', national: phone };
}

/** Runs a provider call with the send deadline; past it the send counts as unavailable. */
export function withSendDeadline<T>(call: Promise<T>): Promise<T> {
  return withDeadline(
    call,
    SMS_SEND_TIMEOUT_MS,
    () => new SmsSendError('unavailable', 'Timeout', 'SMS provider did not answer in 5 s'),
  );
}

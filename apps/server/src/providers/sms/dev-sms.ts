import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms.js';

export interface OutboxEntry extends SmsMessage {
  text: string;
  sentAt: number;
}

/** Messages kept per phone, and phones kept (oldest dropped first). */
const OUTBOX_LIMIT = 50;
const PHONES_LIMIT = 1000;

/**
 * Development SMS: the code goes to the log and to an in-memory outbox that
 * `GET /api/dev/outbox` reads. Never loaded with NODE_ENV=production.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  private readonly outbox = new Map<string, OutboxEntry[]>();

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    const entry: OutboxEntry = {
      ...message,
      text: `【SlideCraft】验证码 ${message.code}，5 分钟内有效，请勿泄露给他人。`,
      sentAt: Math.floor(Date.now() / 1000),
    };
    const list = this.outbox.get(message.phone) ?? [];
    list.unshift(entry);
    list.length = Math.min(list.length, OUTBOX_LIMIT);
    this.outbox.delete(message.phone);
    this.outbox.set(message.phone, list);
    if (this.outbox.size > PHONES_LIMIT) this.outbox.delete(this.outbox.keys().next().value!);
    this.log.info(
      { phone: message.phone, purpose: message.purpose, code: message.code },
      'dev sms sent',
    );
  }

  /** Messages sent to a phone, newest first. */
  list(phone: string): OutboxEntry[] {
    return [...(this.outbox.get(phone) ?? [])];
  }
}

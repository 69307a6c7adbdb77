import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, EmailProvider } from './email.js';

export interface EmailOutboxEntry {
  to: string;
  subject: string;
  text: string;
  /** The first six-digit run of the text (the verification code), '' when none. */
  code: string;
  sentAt: number;
}

/** Mails kept per address, and addresses kept (oldest dropped first). */
const OUTBOX_LIMIT = 50;
const ADDRESSES_LIMIT = 1000;

/**
 * Development email: the mail goes to the log and to an in-memory outbox that
 * `GET /api/dev/email/outbox` reads. Never selected with NODE_ENV=production.
 */
export class DevEmailProvider implements EmailProvider {
  readonly name = 'dev';
  private readonly outbox = new Map<string, EmailOutboxEntry[]>();

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: EmailMessage): Promise<void> {
    const to = message.to.toLowerCase();
    const entry: EmailOutboxEntry = {
      to,
      subject: message.subject,
      text: message.text,
      code: /\b(\d{6})\b/.exec(message.text)?.[1] ?? '',
      sentAt: Math.floor(Date.now() / 1000),
    };
    const list = this.outbox.get(to) ?? [];
    list.unshift(entry);
    list.length = Math.min(list.length, OUTBOX_LIMIT);
    this.outbox.delete(to);
    this.outbox.set(to, list);
    if (this.outbox.size > ADDRESSES_LIMIT) this.outbox.delete(this.outbox.keys().next().value!);
    this.log.info({ to, subject: message.subject, code: entry.code }, 'dev email sent');
  }

  /** Mails sent to an address, newest first. */
  list(to: string): EmailOutboxEntry[] {
    return [...(this.outbox.get(to.toLowerCase()) ?? [])];
  }
}

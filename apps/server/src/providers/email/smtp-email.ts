import nodemailer from 'nodemailer';
import type { EmailSettings } from '../../config-email.js';
import { EmailSendError, type EmailMessage, type EmailProvider } from './email.js';

/** How long a connection, the server's greeting and a silent socket may take (ms). */
const CONNECT_TIMEOUT_MS = 5000;
const SOCKET_TIMEOUT_MS = 15_000;

/** SMTP response codes that say the recipient address itself is refused. */
const BAD_ADDRESS_CODES = new Set([550, 551, 553, 501]);

/**
 * Email through the operator's SMTP server (nodemailer): SMTP_URL, or SMTP_HOST / PORT / USER /
 * PASS; port 465 is implicit TLS, other ports upgrade with STARTTLS when the server offers it.
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(private readonly settings: EmailSettings) {
    const timeouts = {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    };
    this.transport =
      'url' in settings
        ? nodemailer.createTransport({ url: settings.url, ...timeouts })
        : nodemailer.createTransport({
            host: settings.host,
            port: settings.port,
            secure: settings.port === 465,
            ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
            ...timeouts,
          });
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    } catch (error) {
      const responseCode = (error as { responseCode?: unknown }).responseCode;
      const failure =
        typeof responseCode === 'number' && BAD_ADDRESS_CODES.has(responseCode)
          ? 'bad-address'
          : 'unavailable';
      throw new EmailSendError(failure, `smtp: ${String(error)}`, { cause: error });
    }
  }

  close(): void {
    this.transport.close();
  }
}

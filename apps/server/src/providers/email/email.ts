/** One email to send: plain text, with an optional HTML body. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Why a mail did not leave. */
export type EmailFailure =
  /** The server refused the address (5xx for the recipient). */
  | 'bad-address'
  /** Anything else: connection, credentials, timeout, a temporary refusal. */
  | 'unavailable';

export class EmailSendError extends Error {
  override name = 'EmailSendError';
  constructor(
    readonly failure: EmailFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Sends email. The dev provider keeps the mail in an in-memory outbox (GET
 * /api/dev/email/outbox); the SMTP provider hands it to the operator's mail server.
 */
export interface EmailProvider {
  readonly name: 'dev' | 'smtp';
  /** Throws EmailSendError when the mail could not be handed over. */
  send(message: EmailMessage): Promise<void>;
}

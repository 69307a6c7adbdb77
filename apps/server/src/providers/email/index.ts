import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DevEmailProvider } from './dev-email.js';
import type { EmailProvider } from './email.js';

export type { EmailProvider } from './email.js';

/**
 * The email provider: SMTP when SMTP_URL or SMTP_HOST is set; otherwise the dev outbox (`dev`
 * is the same object, its route reads it), except with NODE_ENV=production, where email is off
 * (null: setting an email answers 5102). Each provider is imported only when selected.
 */
export async function openEmailProvider(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<{ provider: EmailProvider | null; dev: DevEmailProvider | null }> {
  if (config.email) {
    const { SmtpEmailProvider } = await import('./smtp-email.js');
    return { provider: new SmtpEmailProvider(config.email), dev: null };
  }
  if (config.NODE_ENV === 'production') return { provider: null, dev: null };
  const dev = new (await import('./dev-email.js')).DevEmailProvider(log);
  return { provider: dev, dev };
}

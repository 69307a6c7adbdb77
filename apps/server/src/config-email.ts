import { isEmail } from '@slidecraft/contract';
import { z } from 'zod';
import { optionalText } from './config-fields.js';

/** A sender: `noreply@example.com` or `Name <noreply@example.com>`. */
function isSender(value: string): boolean {
  const named = /^[^<>\r\n]*<([^<>\s]+)>$/.exec(value);
  return isEmail(named ? named[1]! : value);
}

/** The SMTP variables (config.ts spreads them into its schema). */
export const EMAIL_ENV = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || smtpUrlOk(v), {
      message:
        'an smtp:// or smtps:// URL with a host, e.g. smtps://user:pass@smtp.example.com:465',
    }),
  SMTP_HOST: optionalText(253).refine(
    (v) => v === undefined || /^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:.]+\]$/.test(v),
    { message: 'a host name or address, without scheme or port' },
  ),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: optionalText(256),
  SMTP_PASS: optionalText(256),
  SMTP_FROM: optionalText(320).refine((v) => v === undefined || isSender(v), {
    message: 'an email address or "Name <address>", e.g. 灵感幻灯片 <noreply@example.com>',
  }),
};

function smtpUrlOk(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

type EmailEnv = { [K in keyof typeof EMAIL_ENV]?: z.infer<(typeof EMAIL_ENV)[K]> | undefined };

/** Where mail goes: a URL, or host and port with optional credentials; always a sender. */
export type EmailSettings =
  | { url: string; from: string }
  | { host: string; port: number; user?: string; pass?: string; from: string };

/** One line per problem, each naming its variable. */
export function checkEmail(cfg: EmailEnv): string[] {
  const problems: string[] = [];
  const on = cfg.SMTP_URL !== undefined || cfg.SMTP_HOST !== undefined;
  if (cfg.SMTP_URL && cfg.SMTP_HOST) {
    problems.push('SMTP_HOST: set either SMTP_URL or SMTP_HOST (with SMTP_PORT...), not both');
  }
  if (!cfg.SMTP_HOST) {
    for (const name of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASS'] as const) {
      if (cfg[name] !== undefined) {
        problems.push(
          cfg.SMTP_URL
            ? `${name}: not used with SMTP_URL (put it in the URL, or use SMTP_HOST)`
            : `${name}: needs SMTP_HOST`,
        );
      }
    }
  } else if ((cfg.SMTP_USER === undefined) !== (cfg.SMTP_PASS === undefined)) {
    problems.push(
      cfg.SMTP_USER === undefined
        ? 'SMTP_USER: required with SMTP_PASS'
        : 'SMTP_PASS: required with SMTP_USER',
    );
  }
  if (on && !cfg.SMTP_FROM) {
    problems.push('SMTP_FROM: required with SMTP_URL or SMTP_HOST (the sender address)');
  }
  if (!on && cfg.SMTP_FROM) problems.push('SMTP_FROM: needs SMTP_URL or SMTP_HOST');
  return problems;
}

/** The SMTP settings, or null (the dev outbox, or no email in production). */
export function emailSettingsOf(cfg: EmailEnv): EmailSettings | null {
  if (!cfg.SMTP_FROM) return null;
  if (cfg.SMTP_URL) return { url: cfg.SMTP_URL, from: cfg.SMTP_FROM };
  if (!cfg.SMTP_HOST) return null;
  return {
    host: cfg.SMTP_HOST,
    port: cfg.SMTP_PORT ?? 587,
    ...(cfg.SMTP_USER ? { user: cfg.SMTP_USER } : {}),
    ...(cfg.SMTP_PASS ? { pass: cfg.SMTP_PASS } : {}),
    from: cfg.SMTP_FROM,
  };
}

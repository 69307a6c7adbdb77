import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('SMTP settings', () => {
  it('none: the dev outbox in development, no email in production', () => {
    expect(loadConfig({}).email).toBeNull();
  });

  it('take SMTP_URL or SMTP_HOST with a sender', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', SMTP_FROM: 'a@example.com' })
        .email,
    ).toEqual({ url: 'smtps://u:p@smtp.example.com:465', from: 'a@example.com' });
    expect(
      loadConfig({
        SMTP_HOST: 'smtp.example.com',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        SMTP_FROM: '灵感幻灯片 <noreply@example.com>',
      }).email,
    ).toEqual({
      host: 'smtp.example.com',
      port: 587,
      user: 'u',
      pass: 'p',
      from: '灵感幻灯片 <noreply@example.com>',
    });
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.example.com', SMTP_FROM: 'a@example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://', SMTP_FROM: 'a@example.com' }, 'SMTP_URL'],
    [{ SMTP_HOST: 'smtp.example.com' }, 'SMTP_FROM'],
    [{ SMTP_URL: 'smtp://smtp.example.com' }, 'SMTP_FROM'],
    [{ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'not an address' }, 'SMTP_FROM'],
    [{ SMTP_FROM: 'a@example.com' }, 'SMTP_FROM'],
    [{ SMTP_HOST: 'smtp://smtp.example.com', SMTP_FROM: 'a@example.com' }, 'SMTP_HOST'],
    [
      { SMTP_HOST: 'h.example.com', SMTP_URL: 'smtp://h.example.com', SMTP_FROM: 'a@example.com' },
      'SMTP_HOST',
    ],
    [{ SMTP_HOST: 'h.example.com', SMTP_PORT: '70000', SMTP_FROM: 'a@example.com' }, 'SMTP_PORT'],
    [{ SMTP_PORT: '25' }, 'SMTP_PORT'],
    [{ SMTP_HOST: 'h.example.com', SMTP_USER: 'u', SMTP_FROM: 'a@example.com' }, 'SMTP_PASS'],
    [{ SMTP_HOST: 'h.example.com', SMTP_PASS: 'p', SMTP_FROM: 'a@example.com' }, 'SMTP_USER'],
  ])('stop on %j with one line naming %s', (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message.split('\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^  ${name}: `));
  });
});

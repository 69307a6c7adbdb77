import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { payProvidersOf } from './config-payments.js';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config.js';

/** A production secret as docs/deployment.md makes one (`openssl rand -base64 48`). */
const SECRET = randomBytes(48).toString('base64');
/** A production start with a real SMS provider and WeChat login off. */
const REAL_PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: SECRET,
  WECHAT_LOGIN_PROVIDER: 'off',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'id',
  ALIYUN_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '签名',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123',
};

describe('configuration', () => {
  it('runs on embedded defaults with no variables', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      devProviders: true,
    });
    expect(cfg.dataDir).toMatch(/\/data$/);
    expect(cfg.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('takes a loopback DEV_SHARE_ORIGIN only, and never in production', () => {
    expect(loadConfig({ DEV_SHARE_ORIGIN: 'http://127.0.0.1:3198' }).DEV_SHARE_ORIGIN).toBe(
      'http://127.0.0.1:3198',
    );
    for (const origin of ['https://mubu.com', 'http://10.0.0.2:80', 'http://127.0.0.1.evil.com']) {
      expect(() => loadConfig({ DEV_SHARE_ORIGIN: origin })).toThrow(/DEV_SHARE_ORIGIN: must be/);
    }
    const production = { NODE_ENV: 'production', APP_SECRET: SECRET };
    expect(() => loadConfig({ ...production, DEV_SHARE_ORIGIN: 'http://127.0.0.1:1' })).toThrow(
      /DEV_SHARE_ORIGIN: not allowed with NODE_ENV=production/,
    );
  });

  it('refuses a secret with too little entropy in production, saying how to make one', () => {
    for (const weak of ['x'.repeat(40), 'changeme'.repeat(5), '1234567890'.repeat(4)]) {
      expect(() => loadConfig({ ...REAL_PRODUCTION, APP_SECRET: weak })).toThrow(
        /APP_SECRET: (too little entropy|looks like a placeholder).*: make a random one with `openssl rand -base64 48`/,
      );
    }
    expect(loadConfig({ ...REAL_PRODUCTION, APP_SECRET: SECRET }).APP_SECRET).toBe(SECRET);
    // Outside production a weak secret only signs local links.
    expect(loadConfig({ APP_SECRET: 'x'.repeat(40) }).APP_SECRET).toBe('x'.repeat(40));
  });

  it('serves the API reference in production only when API_DOCS=1', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(REAL_PRODUCTION).apiDocs).toBe(false);
    expect(loadConfig({ ...REAL_PRODUCTION, API_DOCS: '0' }).apiDocs).toBe(false);
    expect(loadConfig({ ...REAL_PRODUCTION, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('refuses dev providers and a missing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET })).toThrow(
      /SMS_PROVIDER/,
    );
  });

  it('pays through the sandbox by default; production refuses it and defaults to payments off', () => {
    expect(loadConfig({}).payProvider).toEqual({ kind: 'sandbox' });
    expect(loadConfig({ PAY_PROVIDER: 'off' }).payProvider).toEqual({ kind: 'off' });
    const production = { NODE_ENV: 'production', APP_SECRET: SECRET };
    expect(() => loadConfig({ ...production, PAY_PROVIDER: 'sandbox' })).toThrow(
      /PAY_PROVIDER: the sandbox is not allowed with NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...production, PAY_PROVIDER: 'cash' })).toThrow(/PAY_PROVIDER/);
    expect(payProvidersOf({ NODE_ENV: 'production' })).toEqual({ kind: 'off' });
  });

  it('takes one or both real providers and names every missing setting of each', () => {
    expect(() => loadConfig({ PAY_PROVIDER: 'wechat,sandbox' })).toThrow(
      /PAY_PROVIDER: sandbox, off, or the real providers/,
    );
    let message = '';
    try {
      loadConfig({ PAY_PROVIDER: 'alipay, wechat', ALIPAY_APP_ID: '2021000000000001' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['ALIPAY_SELLER_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'WECHATPAY_MCH_ID']) {
      expect(message).toContain(`${name}: required with PAY_PROVIDER=`);
    }
    expect(message).not.toContain('ALIPAY_APP_ID');
    expect(() =>
      loadConfig({ PAY_PROVIDER: 'alipay', ALIPAY_SELLER_ID: '1088000000000000' }),
    ).toThrow(/ALIPAY_SELLER_ID: an Alipay partner id/);
  });
});

describe('WeChat login provider', () => {
  const official = {
    WECHAT_LOGIN_PROVIDER: 'official',
    WECHAT_APP_ID: 'wx1234567890abcdef',
    WECHAT_APP_SECRET: 's'.repeat(32),
    WECHAT_TOKEN: 'token123',
  };

  it('defaults to the dev provider', () => {
    expect(loadConfig({}).WECHAT_LOGIN_PROVIDER).toBe('dev');
  });

  it.each(['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_TOKEN'])('official needs %s', (name) => {
    const env: Record<string, string> = { ...official };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: required`));
  });

  it('accepts a complete official configuration and refuses malformed values', () => {
    expect(loadConfig(official).WECHAT_LOGIN_PROVIDER).toBe('official');
    expect(() => loadConfig({ ...official, WECHAT_APP_ID: 'nope' })).toThrow(/WECHAT_APP_ID/);
    expect(() => loadConfig({ ...official, WECHAT_TOKEN: 'a b' })).toThrow(/WECHAT_TOKEN/);
  });

  it('refuses the dev provider in production', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: SECRET };
    expect(() => loadConfig(production)).toThrow(/WECHAT_LOGIN_PROVIDER: the dev provider/);
    expect(() => loadConfig({ ...production, ...official })).not.toThrow(/WECHAT_LOGIN_PROVIDER/);
  });
});

describe('dev routes and proxies', () => {
  it('serves the dev routes on a loopback host only, unless DEV_ROUTES=1', () => {
    expect(loadConfig({}).devRoutes).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).devRoutes).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_ROUTES: '1' }).devRoutes).toBe(true);
    // Served for the loopback HOST: direct loopback connections only; DEV_ROUTES=1 opens them.
    expect(loadConfig({}).devRoutesLoopbackOnly).toBe(true);
    expect(loadConfig({ DEV_ROUTES: '1' }).devRoutesLoopbackOnly).toBe(false);
  });

  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });

  it('leaves Huawei login off unless its client id, secret and redirect URI are all set', () => {
    expect(loadConfig({}).huawei).toBeNull();
    const on = loadConfig({
      HUAWEI_CLIENT_ID: '101234567',
      HUAWEI_CLIENT_SECRET: 'secret',
      HUAWEI_REDIRECT_URI: 'https://example.com/login?thirdLogin=huawei',
    }).huawei;
    expect(on).toMatchObject({
      clientId: '101234567',
      authorizeUrl: 'https://oauth-login.cloud.huawei.com/oauth2/v3/authorize',
      tokenUrl: 'https://oauth-login.cloud.huawei.com/oauth2/v3/token',
      jwksUrl: 'https://oauth-login.cloud.huawei.com/oauth2/v3/certs',
      issuer: 'https://accounts.huawei.com',
    });
    expect(() => loadConfig({ HUAWEI_CLIENT_ID: '101234567' })).toThrow(
      /HUAWEI_CLIENT_SECRET: required[\s\S]*HUAWEI_REDIRECT_URI: required/,
    );
    expect(() =>
      loadConfig({ HUAWEI_CLIENT_SECRET: 's', HUAWEI_REDIRECT_URI: 'https://e.com/' }),
    ).toThrow(/^Invalid configuration:\n {2}HUAWEI_CLIENT_ID: required/);
    expect(() => loadConfig({ HUAWEI_TOKEN_URL: 'ftp://x' })).toThrow(/HUAWEI_TOKEN_URL/);
  });
});

describe('LLM settings', () => {
  const llm = {
    LLM_BASE_URL: 'https://api.example.com/v1',
    LLM_API_KEY: 'sk-test',
    LLM_MODEL: 'chat-model',
  };

  it('is offline (llm null) without a key, and blank values count as unset', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({ LLM_API_KEY: ' ', LLM_MODEL: '' }).llm).toBeNull();
  });

  it('resolves the model settings with the timeouts and the reasoning model', () => {
    expect(loadConfig(llm).llm).toEqual({
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'sk-test',
      model: 'chat-model',
      reasoningModel: null,
      timeoutMs: 120_000,
      idleTimeoutMs: 30_000,
    });
    const cfg = loadConfig({ ...llm, LLM_REASONING_MODEL: 'thinker', LLM_TIMEOUT_MS: '5000' });
    // The idle timeout never outlasts the whole call's deadline.
    expect(cfg.llm).toMatchObject({
      reasoningModel: 'thinker',
      timeoutMs: 5000,
      idleTimeoutMs: 5000,
    });
  });

  it.each([
    [{ LLM_API_KEY: 'sk-test' }, /LLM_BASE_URL: required[\s\S]*LLM_MODEL: required/],
    [{ LLM_BASE_URL: 'https://x.example/v1', LLM_MODEL: 'm' }, /LLM_API_KEY: required/],
    [{ ...llm, LLM_BASE_URL: 'ftp://x' }, /LLM_BASE_URL: must start with https:\/\/ or http:\/\//],
    [{ ...llm, LLM_TIMEOUT_MS: '10' }, /LLM_TIMEOUT_MS:/],
    [{ ...llm, LLM_IDLE_TIMEOUT_MS: '50' }, /LLM_IDLE_TIMEOUT_MS:/],
    [{ AI_MAX_STREAMS_PER_USER: '0' }, /AI_MAX_STREAMS_PER_USER:/],
  ])('stops on %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('documentation', () => {
  it('docs/configuration.md describes every variable the server reads', () => {
    const docs = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    const missing = ENV_VARIABLES.filter((name) => !docs.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

describe('provider settings', () => {
  const production = { NODE_ENV: 'production', APP_SECRET: SECRET };

  it('names each missing setting of the selected SMS provider, once', () => {
    const error = () =>
      loadConfig({ ...production, SMS_PROVIDER: 'aliyun', WECHAT_LOGIN_PROVIDER: 'off' });
    expect(error).toThrow(/ALIYUN_ACCESS_KEY_ID: required with SMS_PROVIDER=aliyun/);
    expect(error).toThrow(/ALIYUN_SMS_TEMPLATE_CODE: required with SMS_PROVIDER=aliyun/);
    expect(() =>
      loadConfig({ SMS_PROVIDER: 'tencent', TENCENT_SECRET_ID: 'a', TENCENT_SECRET_KEY: 'b' }),
    ).toThrow(/TENCENT_SMS_SDK_APP_ID: required with SMS_PROVIDER=tencent/);
  });

  it('starts in production with a real SMS provider and WeChat login off', () => {
    const cfg = loadConfig(REAL_PRODUCTION);
    expect(cfg).toMatchObject({
      devProviders: false,
      devRoutes: false,
      CAPTCHA_PROVIDER: 'builtin',
    });
    expect(cfg.ALIYUN_SMS_ENDPOINT).toBe('dysmsapi.aliyuncs.com');
  });

  it('refuses malformed values naming the variable', () => {
    expect(() => loadConfig({ ALIYUN_SMS_TEMPLATE_CODE: '123' })).toThrow(
      /ALIYUN_SMS_TEMPLATE_CODE/,
    );
    expect(() => loadConfig({ ALIYUN_SMS_ENDPOINT: 'ftp://x' })).toThrow(/ALIYUN_SMS_ENDPOINT/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ MODERATION_FAIL: 'maybe' })).toThrow(/MODERATION_FAIL/);
  });
});

import type { Env } from './config.js';
import { realPaymentSelected } from './config-payments.js';
import { secretWeakness } from './security/secret-strength.js';

/** The checks of variables that go together (config.ts runs them after the schema). */

/** What each selected provider needs, by variable. */
const PROVIDER_NEEDS: { when: (cfg: Env) => boolean; what: string; needs: (keyof Env)[] }[] = [
  {
    when: (cfg) => realPaymentSelected(cfg.PAY_PROVIDER, 'wechat'),
    what: 'PAY_PROVIDER=wechat',
    needs: [
      'WECHATPAY_MCH_ID',
      'WECHATPAY_APP_ID',
      'WECHATPAY_MERCHANT_SERIAL',
      'WECHATPAY_PRIVATE_KEY_FILE',
      'WECHATPAY_PUBLIC_KEY_ID',
      'WECHATPAY_PUBLIC_KEY_FILE',
      'WECHATPAY_API_V3_KEY',
      'WECHATPAY_NOTIFY_URL',
    ],
  },
  {
    when: (cfg) => realPaymentSelected(cfg.PAY_PROVIDER, 'alipay'),
    what: 'PAY_PROVIDER=alipay',
    needs: [
      'ALIPAY_APP_ID',
      'ALIPAY_SELLER_ID',
      'ALIPAY_PRIVATE_KEY_FILE',
      'ALIPAY_PUBLIC_KEY_FILE',
      'ALIPAY_NOTIFY_URL',
    ],
  },
  {
    when: (cfg) => cfg.SMS_PROVIDER === 'aliyun',
    what: 'SMS_PROVIDER=aliyun',
    needs: [
      'ALIYUN_ACCESS_KEY_ID',
      'ALIYUN_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ],
  },
  {
    when: (cfg) => cfg.SMS_PROVIDER === 'tencent',
    what: 'SMS_PROVIDER=tencent',
    needs: [
      'TENCENT_SECRET_ID',
      'TENCENT_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ],
  },
  {
    when: (cfg) => cfg.CAPTCHA_PROVIDER === 'aliyun',
    what: 'CAPTCHA_PROVIDER=aliyun',
    needs: [
      'ALIYUN_ACCESS_KEY_ID',
      'ALIYUN_ACCESS_KEY_SECRET',
      'ALIYUN_CAPTCHA_SCENE_ID',
      'ALIYUN_CAPTCHA_PREFIX',
    ],
  },
  {
    when: (cfg) => cfg.MODERATION_PROVIDER === 'aliyun',
    what: 'MODERATION_PROVIDER=aliyun',
    needs: ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET'],
  },
];

/** One line per missing variable of a selected provider (a variable named once). */
export function checkProviders(cfg: Env): string[] {
  const missing = new Map<string, string>();
  for (const rule of PROVIDER_NEEDS) {
    if (!rule.when(cfg)) continue;
    for (const name of rule.needs) {
      if (!cfg[name] && !missing.has(name)) missing.set(name, `required with ${rule.what}`);
    }
  }
  return [...missing].map(([name, why]) => `${name}: ${why}`);
}

/**
 * The LLM variables go together: a base URL or model without a key (or the reverse) is a typo
 * that would otherwise start silently in offline mode.
 */
export function checkLlm(cfg: Env): string[] {
  const problems: string[] = [];
  const anySet = cfg.LLM_API_KEY || cfg.LLM_BASE_URL || cfg.LLM_MODEL || cfg.LLM_REASONING_MODEL;
  if (anySet) {
    if (!cfg.LLM_API_KEY) {
      problems.push(
        'LLM_API_KEY: required with the other LLM_* variables (any non-empty value for a server without keys, such as Ollama)',
      );
    }
    if (!cfg.LLM_BASE_URL) {
      problems.push(
        'LLM_BASE_URL: required with LLM_API_KEY (the OpenAI-compatible endpoint, e.g. https://api.deepseek.com/v1)',
      );
    }
    if (!cfg.LLM_MODEL) problems.push('LLM_MODEL: required with LLM_API_KEY (e.g. deepseek-chat)');
  }
  return problems;
}

/** What production refuses: the dev and sandbox providers, local stand-ins, a weak secret. */
export function checkProduction(cfg: Env, devProviders: boolean): string[] {
  const problems: string[] = [];
  const notAllowed = 'not allowed with NODE_ENV=production';
  if (cfg.PAY_PROVIDER === 'sandbox') problems.push(`PAY_PROVIDER: the sandbox is ${notAllowed}`);
  if (devProviders) problems.push(`SMS_PROVIDER: the dev provider is ${notAllowed}`);
  if (cfg.WECHAT_LOGIN_PROVIDER === 'dev') {
    problems.push(`WECHAT_LOGIN_PROVIDER: the dev provider is ${notAllowed}`);
  }
  if (cfg.DEV_SHARE_ORIGIN) problems.push(`DEV_SHARE_ORIGIN: ${notAllowed}`);
  if (!cfg.APP_SECRET) problems.push('APP_SECRET: required with NODE_ENV=production');
  else {
    const weakness = secretWeakness(cfg.APP_SECRET);
    if (weakness) problems.push(`APP_SECRET: ${weakness}`);
  }
  return problems;
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@slidecraft/contract';
import { FAKE_CAPTCHA_PASS, startAliyunFake, type AliyunFake } from './fakes/aliyun-fake.js';
import type { RunningFake } from './fakes/fake-server.js';
import { startTencentSmsFake } from './fakes/tencent-sms-fake.js';
import { auth, call, createTestEnv, uniqueIp, uniquePhone, type TestEnv } from './helper.js';

/**
 * The real SMS SDKs against local fakes of their HTTP APIs, driven through the routes a user
 * calls. The captcha is Aliyun Captcha 2.0 on the same fake (no dev route exists without dev SMS).
 */
const ALIYUN_KEYS = {
  ALIYUN_ACCESS_KEY_ID: 'LTAI-test-id',
  ALIYUN_ACCESS_KEY_SECRET: 'test-secret',
};
const captchaEnv = (aliyun: AliyunFake) => ({
  CAPTCHA_PROVIDER: 'aliyun',
  ALIYUN_CAPTCHA_SCENE_ID: 'scene-1',
  ALIYUN_CAPTCHA_PREFIX: 'prefix-1',
  ALIYUN_CAPTCHA_ENDPOINT: aliyun.url,
});

interface Case {
  name: 'aliyun' | 'tencent';
  env: (aliyun: AliyunFake, sms: RunningFake) => Record<string, string>;
  startSms: (aliyun: AliyunFake) => Promise<RunningFake>;
  /** What the fake recorded: the phone as sent and the code of the template. */
  sent: (params: Record<string, string>) => { phone: string; code: string };
  throttled: string;
  badNumber: string;
  broken: string;
}

const CASES: Case[] = [
  {
    name: 'aliyun',
    startSms: async (aliyun) => aliyun,
    env: (_aliyun, sms) => ({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_SIGN_NAME: '灵感幻灯片',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
      ALIYUN_SMS_ENDPOINT: sms.url,
    }),
    sent: (params) => ({
      phone: params.PhoneNumbers!,
      code: (JSON.parse(params.TemplateParam!) as { code: string }).code,
    }),
    throttled: 'isv.BUSINESS_LIMIT_CONTROL',
    badNumber: 'isv.MOBILE_NUMBER_ILLEGAL',
    broken: 'isv.SMS_SIGNATURE_ILLEGAL',
  },
  {
    name: 'tencent',
    startSms: () => startTencentSmsFake(),
    env: (_aliyun, sms) => ({
      SMS_PROVIDER: 'tencent',
      TENCENT_SECRET_ID: 'AKID-test',
      TENCENT_SECRET_KEY: 'test-key',
      TENCENT_SMS_SDK_APP_ID: '1400006666',
      TENCENT_SMS_SIGN_NAME: '灵感幻灯片',
      TENCENT_SMS_TEMPLATE_ID: '449739',
      TENCENT_SMS_ENDPOINT: sms.url,
    }),
    sent: (params) => ({ phone: params.PhoneNumberSet!, code: params.TemplateParamSet! }),
    throttled: 'LimitExceeded.PhoneNumberDailyLimit',
    badNumber: 'InvalidParameterValue.IncorrectPhoneNumber',
    broken: 'AuthFailure.SignatureFailure',
  },
];

describe.each(CASES)('SMS through $name', (c) => {
  let aliyun: AliyunFake;
  let sms: RunningFake;
  let env: TestEnv;
  let app: FastifyInstance;

  beforeAll(async () => {
    aliyun = await startAliyunFake();
    sms = await c.startSms(aliyun);
    env = await createTestEnv({
      env: { ...ALIYUN_KEYS, ...captchaEnv(aliyun), ...c.env(aliyun, sms) },
    });
    app = await env.start();
  });
  afterAll(async () => {
    await env.dispose();
    await aliyun.close();
    if (sms !== aliyun) await sms.close();
  });

  const smsCalls = () => sms.requests.filter((r) => r.action === 'SendSms');

  async function askForCode(phone: string, ip = uniqueIp()) {
    const captcha = await call<{ captchaId: string; provider: string }>(app, {
      method: 'GET',
      url: '/api/captcha',
      remoteAddress: ip,
    });
    expect(captcha.body.data).toMatchObject({ provider: 'aliyun', sceneId: 'scene-1' });
    return call<null>(app, {
      method: 'GET',
      url: '/api/login/sms-code',
      query: { phone, captchaId: captcha.body.data.captchaId, captchaCode: FAKE_CAPTCHA_PASS },
      remoteAddress: ip,
      headers: { 'app-language': 'en-US' },
    });
  }

  it('sends a signed request with the phone and a 6-digit code, and that code logs in', async () => {
    const phone = uniquePhone();
    const before = smsCalls().length;
    expect((await askForCode(phone)).body.code).toBe(200);
    const request = smsCalls()[before]!;
    expect(request.headers.authorization).toMatch(
      c.name === 'aliyun'
        ? /^ACS3-HMAC-SHA256 Credential=LTAI-test-id/
        : /^TC3-HMAC-SHA256 Credential=AKID-test/,
    );
    const { phone: sentTo, code } = c.sent(request.params);
    const national = phone.split('-')[1]!;
    expect(sentTo).toBe(c.name === 'aliyun' ? national : `+86${national}`);
    expect(code).toMatch(/^\d{6}$/);

    const login = await call<{ token: string }>(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone, code },
    });
    expect(login.body.code).toBe(200);
    const me = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(login.body.data.token),
    });
    expect(me.body.code).toBe(200);
  });

  it('maps throttling to 5427 without using up the 60 s window', async () => {
    const phone = uniquePhone();
    sms.next('SendSms', { kind: 'fail', code: c.throttled, message: 'secret provider words' });
    const refused = await askForCode(phone);
    expect(refused.body.code).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
    expect(JSON.stringify(refused.body)).not.toContain('secret provider words');
    // The failed send cost nothing: asking again right away goes through.
    expect((await askForCode(phone)).body.code).toBe(200);
  });

  it('answers 5000 with a clear message for a number that cannot receive SMS', async () => {
    sms.next('SendSms', { kind: 'fail', code: c.badNumber, message: 'secret provider words' });
    const refused = await askForCode(uniquePhone());
    expect(refused.body.code).toBe(ErrorCode.PARAMS_ERROR);
    expect(refused.body.message).toMatch(/cannot receive SMS/);
    expect(refused.body.message).not.toContain('secret provider words');
  });

  it('answers 5402 for a provider that refuses the account, and the code it stored is void', async () => {
    const phone = uniquePhone();
    const before = smsCalls().length;
    sms.next('SendSms', { kind: 'fail', code: c.broken, message: 'secret provider words' });
    const refused = await askForCode(phone);
    expect(refused.body.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    expect(JSON.stringify(refused.body)).not.toContain('secret provider words');
    const { code } = c.sent(smsCalls()[before]!.params);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone, code },
    });
    expect(login.body.code).toBe(ErrorCode.VERIFY_CODE_ERROR);
  });

  it('answers within about 5 s when the provider hangs', async () => {
    sms.next('SendSms', { kind: 'hang' });
    const started = Date.now();
    const refused = await askForCode(uniquePhone());
    expect(refused.body.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(6500);
  });

  it('refuses a failed widget check with 5001 (silent: the form asks again) before anything is sent', async () => {
    const before = smsCalls().length;
    const captcha = await call<{ captchaId: string }>(app, {
      method: 'GET',
      url: '/api/captcha',
      remoteAddress: uniqueIp(),
    });
    const res = await call(app, {
      method: 'GET',
      url: '/api/login/sms-code',
      query: { phone: uniquePhone(), captchaId: captcha.body.data.captchaId, captchaCode: 'robot' },
      remoteAddress: uniqueIp(),
    });
    expect(res.body.code).toBe(ErrorCode.VERIFY_ERROR);
    expect(smsCalls().length).toBe(before);
  });

  it('serves no dev route', async () => {
    expect(
      (await call(app, { method: 'GET', url: '/api/dev/outbox', query: { phone: uniquePhone() } }))
        .status,
    ).toBe(404);
  });
});

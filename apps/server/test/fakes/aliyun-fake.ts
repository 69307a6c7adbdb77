import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { cliPort, startFake, type RecordedRequest, type RunningFake } from './fake-server.js';

export interface AliyunFake extends RunningFake {
  /** Texts containing one of these phrases get risk labels from TextModeration. */
  blocked: Set<string>;
}

/** The CaptchaVerifyParam the fake accepts; any other value fails verification. */
export const FAKE_CAPTCHA_PASS = 'pass';

/**
 * Aliyun's OpenAPI (RPC style, ACS3 signature) as the official SDKs call it, for the actions
 * the app uses: SendSms (SMS), VerifyIntelligentCaptcha (Captcha 2.0), TextModeration (Content
 * Moderation 2.0). Signatures are not checked, only recorded (`authorization` header).
 */
export async function startAliyunFake(port?: number): Promise<AliyunFake> {
  const blocked = new Set<string>();
  const fake = await startFake({
    port,
    parse(req, body) {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      if (body && String(req.headers['content-type']).includes('form-urlencoded')) {
        Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
      }
      const action = String(req.headers['x-acs-action'] ?? params.Action ?? '');
      return { action, params };
    },
    answer: (request) => answerOf(request, blocked),
    failure: (behaviour) => ({
      status: behaviour.status ?? 200,
      body: {
        Code: behaviour.code,
        Message: behaviour.message ?? `fake failure ${behaviour.code}`,
        RequestId: randomUUID(),
      },
    }),
    control(path, body) {
      if (path !== '/__blocked') return false;
      blocked.clear();
      for (const phrase of JSON.parse(body) as string[]) blocked.add(phrase);
      return true;
    },
  });
  return Object.assign(fake, { blocked });
}

function answerOf(request: RecordedRequest, blocked: Set<string>) {
  const RequestId = randomUUID();
  switch (request.action) {
    case 'SendSms':
      return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: RequestId, RequestId } };
    case 'VerifyIntelligentCaptcha': {
      const pass = request.params.CaptchaVerifyParam === FAKE_CAPTCHA_PASS;
      return {
        status: 200,
        body: {
          RequestId,
          Code: 'Success',
          Success: true,
          Message: 'success',
          Result: { VerifyResult: pass, VerifyCode: pass ? 'T001' : 'F001' },
        },
      };
    }
    case 'TextModeration': {
      const content = String(
        (JSON.parse(request.params.ServiceParameters ?? '{}') as { content?: string }).content ??
          '',
      );
      const hit = [...blocked].some((phrase) => content.includes(phrase));
      return {
        status: 200,
        body: {
          Code: 200,
          Message: 'OK',
          RequestId,
          Data: hit
            ? { labels: 'political_content', reason: '{"riskTips":"fake","riskWords":"x"}' }
            : { labels: '', reason: '' },
        },
      };
    }
    default:
      return { status: 404, body: { Code: 'InvalidAction.NotFound', RequestId } };
  }
}

// `node --conditions=slidecraft-source --import tsx apps/server/test/fakes/aliyun-fake.ts <port>`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startAliyunFake(cliPort());
  console.log(`aliyun fake on ${fake.url}`);
}

import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { cliPort, startFake, type RunningFake } from './fake-server.js';

/**
 * Tencent Cloud's API 3.0 (POST JSON, TC3 signature) as tencentcloud-sdk-nodejs-sms calls it,
 * for SendSms. Signatures are not checked, only recorded (`authorization` header).
 */
export async function startTencentSmsFake(port?: number): Promise<RunningFake> {
  return startFake({
    port,
    parse(req, body) {
      const parsed = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(parsed)) {
        params[key] = Array.isArray(value) ? value.join(',') : String(value);
      }
      return { action: String(req.headers['x-tc-action'] ?? ''), params };
    },
    answer(request) {
      const RequestId = randomUUID();
      if (request.action !== 'SendSms') {
        return {
          status: 200,
          body: { Response: { Error: { Code: 'InvalidAction', Message: 'no' }, RequestId } },
        };
      }
      return {
        status: 200,
        body: {
          Response: {
            SendStatusSet: [
              {
                SerialNo: RequestId,
                PhoneNumber: request.params.PhoneNumberSet,
                Fee: 1,
                SessionContext: '',
                Code: 'Ok',
                Message: 'send success',
                IsoCode: 'CN',
              },
            ],
            RequestId,
          },
        },
      };
    },
    // Per-number refusals arrive in SendStatusSet; request-level ones (auth) as Response.Error.
    failure(behaviour, request) {
      const RequestId = randomUUID();
      const message = behaviour.message ?? `fake failure ${behaviour.code}`;
      if (behaviour.code.startsWith('AuthFailure') || behaviour.code === 'RequestLimitExceeded') {
        return {
          status: behaviour.status ?? 200,
          body: { Response: { Error: { Code: behaviour.code, Message: message }, RequestId } },
        };
      }
      return {
        status: 200,
        body: {
          Response: {
            SendStatusSet: [
              {
                PhoneNumber: request.params.PhoneNumberSet,
                Code: behaviour.code,
                Message: message,
              },
            ],
            RequestId,
          },
        },
      };
    },
  });
}

// `node --conditions=slidecraft-source --import tsx apps/server/test/fakes/tencent-sms-fake.ts <port>`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startTencentSmsFake(cliPort());
  console.log(`tencent sms fake on ${fake.url}`);
}

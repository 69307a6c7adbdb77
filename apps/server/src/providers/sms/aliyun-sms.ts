import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { cjsDefault } from '../cjs-default.js';
import { aliyunConfig } from '../aliyun-config.js';
import {
  SMS_SEND_TIMEOUT_MS,
  SmsSendError,
  phoneParts,
  smsFailureKind,
  withSendDeadline,
  type SmsMessage,
  type SmsProvider,
} from './sms.js';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Host (HTTPS) or http(s)://host:port. */
  endpoint: string;
}

// The package is CommonJS: under Node's ESM loader its class is the default export's `default`.
const DysmsapiClient = cjsDefault(Dysmsapi);

/**
 * Aliyun SMS (SendSms, API 2017-05-25) through the official SDK. The code goes in the
 * template's `code` variable; mainland numbers are sent without the country code.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly client: InstanceType<typeof DysmsapiClient>;

  constructor(private readonly settings: AliyunSmsSettings) {
    this.client = new DysmsapiClient(
      aliyunConfig({ ...settings, readTimeoutMs: SMS_SEND_TIMEOUT_MS - 500 }),
    );
  }

  async send(message: SmsMessage): Promise<void> {
    const { country, national } = phoneParts(message.phone);
    const request = new SendSmsRequest({
      phoneNumbers: country === '86' ? national : `${country}${national}`,
      signName: this.settings.signName,
      templateCode: this.settings.templateCode,
      templateParam: JSON.stringify({ code: message.code }),
    });
    let answer: { code?: string; message?: string } | undefined;
    try {
      answer = (await withSendDeadline(this.client.sendSms(request))).body;
    } catch (err) {
      if (err instanceof SmsSendError) throw err;
      const code = String((err as { code?: unknown }).code ?? 'NetworkError');
      throw new SmsSendError(smsFailureKind(code), code, (err as Error).message);
    }
    if (answer?.code !== 'OK') {
      const code = answer?.code ?? 'NoAnswer';
      throw new SmsSendError(smsFailureKind(code), code, answer?.message ?? 'no message');
    }
  }
}

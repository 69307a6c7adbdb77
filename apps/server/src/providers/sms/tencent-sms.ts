import * as tencentSms from 'tencentcloud-sdk-nodejs-sms';
import { endpointParts } from '../endpoint.js';
import {
  SMS_SEND_TIMEOUT_MS,
  SmsSendError,
  phoneParts,
  smsFailureKind,
  withSendDeadline,
  type SmsMessage,
  type SmsProvider,
} from './sms.js';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  /** Host (HTTPS) or http(s)://host:port. */
  endpoint: string;
}

const Client = tencentSms.sms.v20210111.Client;

/**
 * Tencent Cloud SMS (SendSms, API 2021-01-11) through the official SDK. The template's first
 * variable is the code; numbers go in E.164.
 */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  private readonly client: InstanceType<typeof Client>;

  constructor(private readonly settings: TencentSmsSettings) {
    const { protocol, host } = endpointParts(settings.endpoint);
    this.client = new Client({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: {
        httpProfile: {
          endpoint: host,
          protocol: `${protocol}://`,
          reqTimeout: Math.floor(SMS_SEND_TIMEOUT_MS / 1000),
        },
      },
    });
  }

  async send(message: SmsMessage): Promise<void> {
    const { country, national } = phoneParts(message.phone);
    const phone = `+${country}${national}`;
    let status: { Code?: string; Message?: string } | undefined;
    try {
      const answer = await withSendDeadline(
        this.client.SendSms({
          PhoneNumberSet: [phone],
          SmsSdkAppId: this.settings.sdkAppId,
          SignName: this.settings.signName,
          TemplateId: this.settings.templateId,
          TemplateParamSet: [message.code],
        }),
      );
      status = answer.SendStatusSet?.[0];
    } catch (err) {
      if (err instanceof SmsSendError) throw err;
      const code = String((err as { code?: unknown }).code || 'NetworkError');
      throw new SmsSendError(smsFailureKind(code), code, (err as Error).message);
    }
    if (status?.Code !== 'Ok') {
      const code = status?.Code ?? 'NoStatus';
      throw new SmsSendError(smsFailureKind(code), code, status?.Message ?? 'no message');
    }
  }
}

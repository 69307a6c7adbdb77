export type SmsPurpose = 'login' | 'bind' | 'reset-pwd' | 'set-pwd' | 'unbind';

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
}

/** Sends verification codes. Real providers (Aliyun, Tencent) slot in behind this interface. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

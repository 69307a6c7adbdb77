import OpenApi, { $OpenApiUtil, OpenApiUtil } from '@alicloud/openapi-core';
import * as $dara from '@darabonba/typescript';
import { cjsDefault } from '../cjs-default.js';
import { aliyunConfig } from '../aliyun-config.js';
import type { ModerationProvider, ModerationVerdict } from './moderation.js';

export interface AliyunModerationSettings {
  accessKeyId: string;
  accessKeySecret: string;
  /** The TextModeration service code, e.g. chat_detection. */
  service: string;
  /** Host (HTTPS) or http(s)://host:port. */
  endpoint: string;
  timeoutMs: number;
}

const Client = cjsDefault(OpenApi);

/**
 * Aliyun Content Moderation 2.0, TextModeration (API 2022-03-02), called through Alibaba
 * Cloud's generic OpenAPI client: the product SDK (@alicloud/green20220302) is not on the npm
 * registry this project installs from, and it is a thin wrapper over the same `callApi`
 * (docs/decisions.md, "Operator content rules").
 */
export class AliyunModerationProvider implements ModerationProvider {
  readonly name = 'aliyun';
  /** TextModeration takes up to 2000 characters of content per call. */
  readonly maxChars = 2000;
  private readonly client: InstanceType<typeof Client>;

  constructor(private readonly settings: AliyunModerationSettings) {
    this.client = new Client(aliyunConfig({ ...settings, readTimeoutMs: settings.timeoutMs }));
  }

  async check(text: string): Promise<ModerationVerdict> {
    const params = new $OpenApiUtil.Params({
      action: 'TextModeration',
      version: '2022-03-02',
      protocol: 'HTTPS',
      pathname: '/',
      method: 'POST',
      authType: 'AK',
      style: 'RPC',
      reqBodyType: 'formData',
      bodyType: 'json',
    });
    const request = new $OpenApiUtil.OpenApiRequest({
      body: OpenApiUtil.parseToMap({
        Service: this.settings.service,
        ServiceParameters: JSON.stringify({ content: text }),
      }),
    });
    const answer = (await this.client.callApi(params, request, new $dara.RuntimeOptions({}))) as {
      body?: { Code?: number; Message?: string; Data?: { labels?: string } };
    };
    const body = answer.body;
    if (body?.Code !== 200) {
      throw new Error(`TextModeration answered ${body?.Code ?? 'nothing'}: ${body?.Message ?? ''}`);
    }
    const labels = body.Data?.labels ?? '';
    return { blocked: labels.trim() !== '', labels };
  }
}

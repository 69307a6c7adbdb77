import { $OpenApiUtil } from '@alicloud/openapi-core';
import { endpointParts } from './endpoint.js';

/** The client settings every Aliyun provider uses: one AccessKey, an endpoint, deadlines. */
export function aliyunConfig(settings: {
  accessKeyId: string;
  accessKeySecret: string;
  /** Host (HTTPS) or http(s)://host:port. */
  endpoint: string;
  readTimeoutMs: number;
}): $OpenApiUtil.Config {
  const { protocol, host } = endpointParts(settings.endpoint);
  return new $OpenApiUtil.Config({
    accessKeyId: settings.accessKeyId,
    accessKeySecret: settings.accessKeySecret,
    endpoint: host,
    protocol,
    connectTimeout: Math.min(2000, settings.readTimeoutMs),
    readTimeout: settings.readTimeoutMs,
  });
}

import { z } from 'zod';
import { allOrNone, optionalText, optionalUrl } from './config-fields.js';

/** The S3-compatible storage variables (config.ts spreads them into its schema). */
export const STORAGE_ENV = {
  /** The S3 API origin, e.g. https://s3.amazonaws.com, https://oss-cn-hangzhou.aliyuncs.com. */
  S3_ENDPOINT: optionalUrl(['https://', 'http://']),
  S3_BUCKET: optionalText(63),
  S3_ACCESS_KEY_ID: optionalText(128),
  S3_SECRET_ACCESS_KEY: optionalText(256),
  S3_REGION: z.string().trim().min(1).max(64).default('us-east-1'),
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`) instead of the host name: MinIO and the like. */
  S3_FORCE_PATH_STYLE: z
    .enum(['', '0', '1', 'false', 'true'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
};

/** The four variables that switch storage to S3: all of them or none. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

type StorageEnv = { [K in keyof typeof STORAGE_ENV]: z.infer<(typeof STORAGE_ENV)[K]> };

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

/** One line per missing S3 variable when some but not all of the four are set. */
export function checkStorage(cfg: StorageEnv): string[] {
  return allOrNone(cfg, S3_REQUIRED, 'S3 storage');
}

/** The S3 settings, or null for the local disk (checkStorage has refused a partial set). */
export function s3SettingsOf(cfg: StorageEnv): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = cfg;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: cfg.S3_REGION,
    forcePathStyle: cfg.S3_FORCE_PATH_STYLE,
  };
}

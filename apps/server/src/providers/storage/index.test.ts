import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { s3SettingsOf } from '../../config-storage.js';
import { createFileStorage } from './index.js';
import { LocalFileStorage } from './local-storage.js';
import { S3FileStorage } from './s3-storage.js';

const S3_ENV = {
  S3_ENDPOINT: 'https://s3.example.com',
  S3_BUCKET: 'decks',
  S3_ACCESS_KEY_ID: 'AKID',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...env });

describe('createFileStorage', () => {
  it('keeps files on the local disk without S3_*, and in the bucket with all four set', async () => {
    expect(await createFileStorage(config())).toBeInstanceOf(LocalFileStorage);
    expect(await createFileStorage(config(S3_ENV))).toBeInstanceOf(S3FileStorage);
  });

  it('defaults the region to us-east-1 and reads S3_FORCE_PATH_STYLE as 1 / true', () => {
    expect(s3SettingsOf(config(S3_ENV))).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'decks',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    for (const [value, expected] of [
      ['1', true],
      ['true', true],
      ['0', false],
      ['', false],
    ] as const) {
      const settings = s3SettingsOf(config({ ...S3_ENV, S3_FORCE_PATH_STYLE: value }));
      expect(settings?.forcePathStyle).toBe(expected);
    }
    expect(s3SettingsOf(config({ ...S3_ENV, S3_REGION: 'cn-hangzhou' }))?.region).toBe(
      'cn-hangzhou',
    );
  });

  it('refuses a partial set with one line per missing variable', () => {
    const partial = { S3_ENDPOINT: S3_ENV.S3_ENDPOINT, S3_BUCKET: 'decks' };
    expect(() => config(partial)).toThrow(ConfigError);
    expect(() => config(partial)).toThrow(
      /S3_ACCESS_KEY_ID: required with S3_ENDPOINT, S3_BUCKET \(S3 storage\)\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => config({ ...S3_ENV, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => config({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

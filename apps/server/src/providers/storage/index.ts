import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { s3SettingsOf } from '../../config-storage.js';
import { LocalFileStorage } from './local-storage.js';
import type { FileStorage } from './storage.js';

export type { FileStorage } from './storage.js';

/**
 * S3-compatible storage when the four S3_* variables are set, else DATA_DIR/files. The AWS SDK
 * is loaded only for S3.
 */
export async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  const s3 = s3SettingsOf(config);
  if (!s3) return new LocalFileStorage(path.join(config.dataDir, 'files'));
  const { S3FileStorage } = await import('./s3-storage.js');
  return new S3FileStorage(s3);
}

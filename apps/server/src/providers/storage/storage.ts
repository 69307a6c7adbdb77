import type { Readable } from 'node:stream';

/** Files (exports, uploads, thumbnails). Local disk by default, S3-compatible storage with S3_*. */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** A readable stream of the file, or null when it does not exist. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

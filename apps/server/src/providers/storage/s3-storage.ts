import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config-storage.js';
import type { FileStorage } from './storage.js';
import { checkStorageKey } from './storage-key.js';

/** Bodies above one part go up as a multipart upload of 8 MB parts, four in flight at most. */
export const S3_PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

/** An S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS, Cloudflare R2...). */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by every
      // S3-compatible store; checksums only where the API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: {
        connectionTimeout: 5_000,
        // Until the answer's headers; a stalled store fails the call instead of holding it.
        requestTimeout: 30_000,
        throwOnRequestTimeout: true,
        // No byte for this long while a body streams (a download our route passes on).
        socketTimeout: 120_000,
      },
    });
  }

  async put(key: string, body: Buffer): Promise<void> {
    const params = { Bucket: this.bucket, Key: checkStorageKey(key), Body: body };
    if (body.length <= S3_PART_SIZE) {
      await this.client.send(new PutObjectCommand(params));
      return;
    }
    const upload = new Upload({
      client: this.client,
      params,
      partSize: S3_PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      // A failed part aborts the upload, so no unfinished parts are left billed in the bucket.
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async open(key: string) {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }),
      );
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible stores answer 404.
      if (!isNotFound(error)) throw error;
    }
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface RunningS3 {
  /** The S3_* variables of a server storing in this bucket. */
  env: Record<string, string>;
  bucket: string;
  /** `METHOD /bucket/key?query` of every call, in order. */
  requests: string[];
  /** The keys the bucket holds. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver on 127.0.0.1 (a random port) over a temporary folder, with one bucket. */
export async function startS3(bucket = 'slidecraft-test'): Promise<RunningS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.prependListener('request', (req: { method?: string; url?: string }) => {
    requests.push(`${req.method} ${req.url}`);
  });
  const bucketDir = path.join(directory, bucket);
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    bucket,
    requests,
    async keys() {
      // s3rver keeps an object as `<key>._S3rver_object` beside its metadata files.
      const files = await fs.readdir(bucketDir, { recursive: true });
      return files
        .filter((file) => file.endsWith('._S3rver_object'))
        .map((file) => file.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
        .sort();
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

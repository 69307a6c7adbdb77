import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.js';
import { checkStorageKey } from './storage-key.js';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    return path.join(this.root, checkStorageKey(key));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename so that a reader never sees a half-written file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
  }

  async open(key: string) {
    const file = this.resolve(key);
    // Open first, then stat the open handle: a file removed in between (a record removed while
    // its picture is being read) is either not found here or read whole from the handle, never an
    // error thrown later by a stream nobody listens to yet.
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch {
      return null;
    }
    try {
      const stat = await handle.stat();
      return { stream: handle.createReadStream(), size: stat.size };
    } catch {
      await handle.close().catch(() => undefined);
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-storage.js';

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'sc-storage-'));
    storage = new LocalFileStorage(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('reads a file whole even when it is removed after being opened', async () => {
    await storage.put('a/picture.png', Buffer.from('picture bytes'));
    const file = await storage.open('a/picture.png');
    await storage.remove('a/picture.png');
    expect(file?.size).toBe(13);
    expect(await text(file!.stream)).toBe('picture bytes');
    expect(await storage.open('a/picture.png')).toBeNull();
  });

  it('answers null for a missing file and refuses keys that leave its folder', async () => {
    expect(await storage.open('nothing/here.png')).toBeNull();
    await expect(storage.open('../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});

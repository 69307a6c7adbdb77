import { createHash } from 'node:crypto';
import type { FileStorage } from '../storage/storage.js';
import { checkedImage } from './checked-image.js';
import type { GeneratedImage, ImageProvider } from './image-provider.js';

/** Waits for one of `limit` places; the returned function gives it back. */
class Places {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(limit: number) {
    this.free = limit;
  }

  async take(): Promise<() => void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
  }
}

/**
 * Pictures for slides: at most `concurrency` asked of the provider at once (per process), each
 * kept in storage under the hash of what made it (model, size, prompt), so the same prompt is
 * never paid for twice, and asked once when several slides want it at the same time.
 */
export class PictureMaker {
  private readonly places: Places;
  private readonly inflight = new Map<string, Promise<GeneratedImage>>();

  constructor(
    private readonly provider: ImageProvider,
    private readonly storage: FileStorage,
    concurrency: number,
    private readonly size = '',
  ) {
    this.places = new Places(concurrency);
  }

  private keyOf(prompt: string): string {
    const hash = createHash('sha256')
      .update(`${this.provider.model}\n${this.size}\n${prompt}`)
      .digest('hex');
    return `picture-cache/${hash.slice(0, 2)}/${hash}`;
  }

  async picture(prompt: string, options: { signal?: AbortSignal } = {}): Promise<GeneratedImage> {
    const key = this.keyOf(prompt);
    const running = this.inflight.get(key);
    if (running) return running;
    const made = this.cachedOrMade(key, prompt, options.signal).finally(() =>
      this.inflight.delete(key),
    );
    this.inflight.set(key, made);
    return made;
  }

  private async cachedOrMade(key: string, prompt: string, signal?: AbortSignal) {
    const cached = await this.read(key);
    if (cached) return cached;
    const release = await this.places.take();
    try {
      signal?.throwIfAborted();
      const image = await this.provider.generate(prompt, { signal });
      await this.storage.put(key, image.bytes);
      return image;
    } finally {
      release();
    }
  }

  /** A cached picture, checked again (a damaged or foreign file is made anew). */
  private async read(key: string): Promise<GeneratedImage | null> {
    const file = await this.storage.open(key).catch(() => null);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return checkedImage(Buffer.concat(chunks)).catch(() => null);
  }
}

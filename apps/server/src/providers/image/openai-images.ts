import OpenAI, { APIConnectionError, APIError } from 'openai';
import { AppError, ErrorCode } from '@slidecraft/contract';
import type { ImageSettings } from '../../config-images.js';
import { checkedImage, IMAGE_MAX_BYTES } from './checked-image.js';
import type { GeneratedImage, ImageProvider } from './image-provider.js';

const unavailable = (why: string) => new AppError(ErrorCode.SERVICE_UNAVAILABLE, why);

/**
 * Pictures from an OpenAI-compatible images API (POST {base}/images/generations), as OpenAI
 * and the domestic services that speak it answer: the picture inline (b64_json) or, for those
 * that only give one, an https link fetched at once (bounded in size and time).
 */
export class OpenAiImageProvider implements ImageProvider {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(
    private readonly settings: ImageSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.model = settings.model;
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
      timeout: settings.timeoutMs,
      maxRetries: 1,
      fetch: fetchImpl,
    });
  }

  async generate(prompt: string, options: { signal?: AbortSignal } = {}): Promise<GeneratedImage> {
    const deadline = AbortSignal.timeout(this.settings.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    let answer: OpenAI.Images.ImagesResponse;
    try {
      answer = await this.client.images.generate(
        {
          model: this.settings.model,
          prompt,
          n: 1,
          size: this.settings.size as OpenAI.Images.ImageGenerateParams['size'],
          response_format: 'b64_json',
        },
        { signal },
      );
    } catch (err) {
      if (err instanceof APIConnectionError || err instanceof APIError || signal.aborted) {
        throw unavailable(`images API: ${err instanceof APIError ? err.status : 'unreachable'}`);
      }
      throw err;
    }
    const first = answer.data?.[0];
    if (first?.b64_json) return checkedImage(Buffer.from(first.b64_json, 'base64'));
    if (first?.url) return checkedImage(await this.download(first.url, signal));
    throw new AppError(ErrorCode.AI_ERROR, 'images API answered no picture');
  }

  /** A provider's link to its picture: https only, at most IMAGE_MAX_BYTES. */
  private async download(url: string, signal: AbortSignal): Promise<Buffer> {
    if (!/^https:\/\//i.test(url) && !this.settings.baseUrl.startsWith('http://')) {
      throw new AppError(ErrorCode.AI_ERROR, 'images API gave a non-https link');
    }
    let res: Response;
    try {
      res = await this.fetchImpl(url, { signal, redirect: 'error' });
    } catch {
      throw unavailable('picture link unreachable');
    }
    if (!res.ok || !res.body) throw unavailable(`picture link: ${res.status}`);
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > IMAGE_MAX_BYTES) throw new AppError(ErrorCode.AI_ERROR, 'picture too large');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > IMAGE_MAX_BYTES) throw new AppError(ErrorCode.AI_ERROR, 'picture too large');
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }
}

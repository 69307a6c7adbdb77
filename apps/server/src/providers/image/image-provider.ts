/** A picture a model made, checked (checked-image.ts): PNG or JPEG with its real size. */
export interface GeneratedImage {
  bytes: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Makes one picture from a prompt. Failures are AppErrors: 5402 when the service cannot be
 * used now (unreachable, refused, rate-limited, timed out), 5400 when it answered something
 * that is not a usable picture. Never the provider's own text.
 */
export interface ImageProvider {
  readonly model: string;
  generate(prompt: string, options?: { signal?: AbortSignal }): Promise<GeneratedImage>;
}

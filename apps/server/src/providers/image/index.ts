import type { ImageSettings } from '../../config-images.js';
import type { FileStorage } from '../storage/storage.js';
import { PictureMaker } from './picture-maker.js';

export type { GeneratedImage, ImageProvider } from './image-provider.js';
export { PictureMaker } from './picture-maker.js';
export { picturePrompt, type PicturePromptInput } from './picture-prompt.js';

/**
 * The picture model when IMAGE_* are set, with its cache and concurrency; null for the
 * engine's own illustrations (the offline default). The SDK is loaded only when set.
 */
export async function openPictureMaker(
  settings: ImageSettings | null,
  storage: FileStorage,
  fetchImpl?: typeof fetch,
): Promise<PictureMaker | null> {
  if (!settings) return null;
  const { OpenAiImageProvider } = await import('./openai-images.js');
  const provider = new OpenAiImageProvider(settings, fetchImpl);
  return new PictureMaker(provider, storage, settings.concurrency, settings.size);
}

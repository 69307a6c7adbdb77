import type { Attachment } from '@slidecraft/contract';

/**
 * The record's pictures as the engine's drawing needs them in a browser: each picture's pixel
 * size (to fit it into its frame) and its signed link (for the SVG `<image>`). `key` changes
 * when a picture is added, so cached slide drawings are redrawn.
 */
export interface Pictures {
  key: string;
  sizes: ReadonlyMap<string, { width: number; height: number }>;
  href: (src: string) => string | undefined;
}

export const NO_PICTURES: Pictures = { key: '', sizes: new Map(), href: () => undefined };

export function picturesOf(attachments: readonly Attachment[]): Pictures {
  const bySrc = new Map(attachments.map((a) => [a.src, a]));
  return {
    key: attachments.map((a) => a.id).join(','),
    sizes: bySrc,
    href: (src) => bySrc.get(src)?.url,
  };
}

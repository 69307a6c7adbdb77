/**
 * How a deck names a picture, never a URL or a path, so a document can make no writer fetch or
 * read anything by itself:
 * - `attachment:<uuid>`, the id of an attachment stored with the deck's record; the writers get
 *   it only from the caller's ImageSource (images.ts), and the server answers only attachments
 *   of the same record;
 * - `illustration:<scene>:<seed>`, a vector scene the engine draws itself in the deck's theme
 *   (illustrations/), so the same src is re-coloured by a new theme and needs no network.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const ATTACHMENT_SRC = new RegExp(`^attachment:(${UUID})$`);

export const attachmentSrc = (id: string) => `attachment:${id}`;

/** The attachment id a src names, or null when it is not an attachment reference. */
export function attachmentIdOf(src: string): string | null {
  return ATTACHMENT_SRC.exec(src)?.[1] ?? null;
}

/** The compositions the engine draws (illustrations/scenes). */
export const ILLUSTRATION_SCENES = [
  'growth',
  'team',
  'technology',
  'city',
  'education',
  'nature',
  'finance',
  'ideas',
  'abstract',
] as const;

export type IllustrationScene = (typeof ILLUSTRATION_SCENES)[number];

/** Seeds vary an illustration's composition: 0..9999. */
export const ILLUSTRATION_SEEDS = 10000;

export const ILLUSTRATION_SRC = new RegExp(
  `^illustration:(${ILLUSTRATION_SCENES.join('|')}):(0|[1-9][0-9]{0,3})$`,
);

/** Any src an image element may hold. */
export const IMAGE_SRC = new RegExp(`${ATTACHMENT_SRC.source}|${ILLUSTRATION_SRC.source}`);

export interface Illustration {
  scene: IllustrationScene;
  seed: number;
}

export function illustrationSrc({ scene, seed }: Illustration): string {
  const whole = Math.floor(Math.abs(seed)) % ILLUSTRATION_SEEDS;
  return `illustration:${scene}:${whole}`;
}

/** The scene and seed an illustration src names, or null when it is not one. */
export function illustrationOf(src: string): Illustration | null {
  const match = ILLUSTRATION_SRC.exec(src);
  if (!match) return null;
  return { scene: match[1] as IllustrationScene, seed: Number(match[2]) };
}

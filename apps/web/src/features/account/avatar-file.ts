import { AVATAR_MAX_BYTES } from '@slidecraft/contract';

/** MIME types matching the contract's AVATAR_TYPES (the server checks the magic bytes). */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type AvatarProblem = 'type' | 'size';

/** Client-side check before an upload: the type by MIME, the size against the 2 MB limit. */
export function avatarProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

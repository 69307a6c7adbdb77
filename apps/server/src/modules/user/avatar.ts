import { randomBytes } from 'node:crypto';
import type { AvatarType } from '@slidecraft/contract';

/** File extension per avatar type, also the route's content type. */
export const AVATAR_EXTENSIONS: Record<AvatarType, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
};
export const AVATAR_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type judged by the magic bytes only (never the name or the declared type). */
export function sniffAvatarType(bytes: Buffer): AvatarType | null {
  if (bytes.length >= 16 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/** The storage key of a new avatar: `avatars/<userId>/<random>.<ext>`. */
export function newAvatarKey(userId: string, type: AvatarType): string {
  return `avatars/${userId}/${randomBytes(12).toString('hex')}.${AVATAR_EXTENSIONS[type]}`;
}

/** Avatars are public: the key (with its 96 random bits) is served without any header. */
export const AVATAR_URL_PREFIX = '/api/files/avatar/';
export const avatarUrl = (key: string) => `${AVATAR_URL_PREFIX}${key.slice('avatars/'.length)}`;
/** The storage key of an avatar URL made by `avatarUrl`, or null for other values. */
export function avatarKeyOfUrl(url: string): string | null {
  if (!url.startsWith(AVATAR_URL_PREFIX)) return null;
  const rest = url.slice(AVATAR_URL_PREFIX.length);
  return AVATAR_PATH.test(rest) ? `avatars/${rest}` : null;
}
/** `<userId>/<random>.<ext>` as served by GET /api/files/avatar/*. */
export const AVATAR_PATH = /^[0-9a-f-]{36}\/[0-9a-f]{24}\.(png|jpg|webp)$/;

import { randomBytes } from 'node:crypto';
import type { AvatarType } from '@slidecraft/contract';
import { sniffImageType } from '../files/image-type.js';

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

/** The avatar type judged by the magic bytes only; GIF is not one. */
export function sniffAvatarType(bytes: Buffer): AvatarType | null {
  const type = sniffImageType(bytes);
  return type === 'gif' ? null : type;
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

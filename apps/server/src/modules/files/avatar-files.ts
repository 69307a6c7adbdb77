import { randomBytes } from 'node:crypto';
import { filesApi, pathOf, type AvatarType } from '@slidecraft/contract';

// Where avatars are kept and served: the user module stores them (user/avatar.ts), this module's
// avatar route serves them.

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

/** The storage key of a new avatar: `avatars/<userId>/<random>.<ext>`. */
export function newAvatarKey(userId: string, type: AvatarType): string {
  return `avatars/${userId}/${randomBytes(12).toString('hex')}.${AVATAR_EXTENSIONS[type]}`;
}

/**
 * Avatars are public: the key (with its 96 random bits) is served without any header, by the
 * avatar route (this prefix, then AVATAR_PATH).
 */
export const AVATAR_URL_PREFIX = pathOf(filesApi.avatarFile.path, { '*': '' });
export const avatarUrl = (key: string) => `${AVATAR_URL_PREFIX}${key.slice('avatars/'.length)}`;
/** The storage key of an avatar URL made by `avatarUrl`, or null for other values. */
export function avatarKeyOfUrl(url: string): string | null {
  if (!url.startsWith(AVATAR_URL_PREFIX)) return null;
  const rest = url.slice(AVATAR_URL_PREFIX.length);
  return AVATAR_PATH.test(rest) ? `avatars/${rest}` : null;
}
/** `<userId>/<random>.<ext>`, the rest of an avatar's address after AVATAR_URL_PREFIX. */
export const AVATAR_PATH = /^[0-9a-f-]{36}\/[0-9a-f]{24}\.(png|jpg|webp)$/;

import * as z from 'zod/mini';
import { SMS_CODE_LENGTH } from '../constants.js';
import type { Locale } from '../locale.js';
import { isCleanText } from '../validators.js';
import { ANY_CONTROL_CHAR } from './auth.js';

/** POST /api/user/update/avatar-or-name: the display name, 1 to 20 characters after trimming. */
export const USER_NAME_MAX_LENGTH = 20;
/** Largest accepted avatar upload (bytes); the multipart limit enforces it. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Avatar types, judged by the file's magic bytes. */
export const AVATAR_TYPES = ['png', 'jpeg', 'webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** A display name: trimmed, 1-20 characters (code points), clean, no control characters at all. */
export const UserNameSchema = z.string().check(
  z.trim(),
  z.refine(
    (v) => isCleanText(v) && !ANY_CONTROL_CHAR.test(v),
    'control characters are not allowed',
  ),
  z.refine((v) => [...v].length >= 1, 'the name is empty'),
  z.refine(
    (v) => [...v].length <= USER_NAME_MAX_LENGTH,
    `at most ${USER_NAME_MAX_LENGTH} characters`,
  ),
);

/** POST /api/user/unBind/{type}: only the phone is unbound this way (WeChat has its own calls). */
export const UnbindParamsSchema = z.object({ type: z.literal('phone') });
/** Body of POST /api/user/unBind/phone: the code sent by GET /api/sms/set-unBind. */
export const UnbindPhoneBodySchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'invalid code')),
});

/** Detail of the 5107 answer when the unbind would leave the account without a way to log in. */
export const LAST_LOGIN_METHOD_MESSAGES: Record<Locale, string> = {
  'zh-CN': '这是账号唯一的登录方式，请先绑定其他登录方式再解绑',
  'zh-TW': '這是帳號唯一的登入方式，請先綁定其他登入方式再解綁',
  'en-US': 'This is the only way to log in to the account; add another one before removing it',
};

/** The answer of POST /api/user/update/avatar-or-name: the changed fields. */
export const ProfileUpdateResultSchema = z.object({ name: z.string(), avatar: z.string() });

/** The text field of the profile form (the avatar is its file field `avatar`). */
export const ProfileFieldsSchema = z.object({ name: z.optional(UserNameSchema) });
/** The same form on the older path: the avatar is the file `file`, the name `username`. */
export const LegacyProfileFieldsSchema = z.object({ username: z.optional(UserNameSchema) });

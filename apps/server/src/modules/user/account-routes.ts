import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, AppError, ErrorCode, accountApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import { PART_HEADER_LIMITS, badPart, readParts, unexpectedPart } from '../../http/multipart.js';
import type { ZodApp } from '../../http/types.js';
import type { CaptchaCheck, SmsCodeCheck } from './account-checks.js';
import { avatarKeyOfUrl, avatarUrl, newAvatarKey } from '../files/avatar-files.js';
import { encodeAvatar } from './avatar.js';
import type { UserService } from './user-service.js';
import type { FileStorage } from '../../providers/storage/storage.js';

/** A profile change entry: the avatar is its one file field, the name its one text field. */
type ProfileEntry = typeof accountApi.updateProfile | typeof accountApi.updateAvatar;

export interface AccountRoutesNeeds {
  captcha: CaptchaCheck;
  smsCodes: SmsCodeCheck;
  storage: FileStorage;
  users: UserService;
}

/** Unbinding the phone and WeChat, avatar and name (inside the authenticated scope). */
export async function accountRoutes(app: ZodApp, needs: AccountRoutesNeeds): Promise<void> {
  const { users, captcha, smsCodes, storage } = needs;

  await app.register(fastifyMultipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: 1024,
      ...PART_HEADER_LIMITS,
    },
  });

  serve(app, accountApi.unbindPhoneSms, async ({ query }, request) => {
    await captcha.verify(query.captchaId, query.captchaCode);
    await smsCodes.send('unbind', await users.boundPhone(authUserId(request)), request.ip);
    return null;
  });

  serve(app, accountApi.unbindPhone, async ({ body }, request) => {
    const userId = authUserId(request);
    const user = await users.findById(userId);
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    const phone = await users.boundPhone(userId);
    // The last-method check first, so that the code is not spent on a refused unbind.
    users.assertNotLast(user, 'phone');
    await smsCodes.verify('unbind', phone, body.code);
    await users.unbindPhone(userId, phone);
    return null;
  });

  serve(app, accountApi.untieWechat, async (_input, request) => {
    await users.unbindWechat(authUserId(request));
    return null;
  });

  /**
   * The profile change of `entry`'s form: its file field is the avatar, its text field (checked
   * with the entry's field schema) the name.
   */
  const updateProfile =
    (entry: ProfileEntry) => async (_input: unknown, request: FastifyRequest) => {
      const userId = authUserId(request);
      const [avatarField] = entry.multipart.files;
      const fields = entry.multipart.fields;
      const [nameField] = Object.keys(fields.shape);
      if (!request.isMultipart()) throw badPart('multipart/form-data expected');
      let name: string | undefined;
      let avatar: Buffer | undefined;
      await readParts(
        request,
        async (part) => {
          if (part.type === 'file' && part.fieldname === avatarField && avatar === undefined) {
            avatar = await part.toBuffer();
          } else if (part.type === 'field' && part.fieldname === nameField && name === undefined) {
            if (typeof part.value !== 'string' || part.valueTruncated)
              throw badPart('name too long');
            const parsed = fields.safeParse({ [nameField]: part.value });
            if (!parsed.success) throw badPart(`name: ${parsed.error.issues[0]?.message ?? ''}`);
            name = Object.values(parsed.data)[0];
          } else {
            throw unexpectedPart(part);
          }
        },
        () => badPart('avatar larger than 2 MB'),
      );
      if (name === undefined && avatar === undefined) throw badPart('avatar or name required');

      const changes: { name?: string; avatar?: string } = {};
      if (name !== undefined) changes.name = name;
      if (avatar !== undefined) {
        const { data, type } = await encodeAvatar(avatar);
        const key = newAvatarKey(userId, type);
        await storage.put(key, data);
        changes.avatar = avatarUrl(key);
      }
      const before = await users.findById(userId);
      await users.updateProfile(userId, changes);
      const oldKey = changes.avatar && before ? avatarKeyOfUrl(before.avatar) : null;
      if (oldKey) await storage.remove(oldKey).catch(() => undefined);
      const after = await users.findById(userId);
      return { name: after?.name ?? '', avatar: after?.avatar ?? '' };
    };

  serve(app, accountApi.updateProfile, updateProfile(accountApi.updateProfile));
  serve(app, accountApi.updateAvatar, updateProfile(accountApi.updateAvatar));
}

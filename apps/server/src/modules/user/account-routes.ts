import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  AppError,
  CaptchaQuerySchema,
  ErrorCode,
  ProfileUpdateResultSchema,
  UnbindParamsSchema,
  UnbindPhoneBodySchema,
  UserNameSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { PART_HEADER_LIMITS, badPart, readParts, unexpectedPart } from '../../http/multipart.js';
import type { ZodApp } from '../../http/types.js';
import { avatarKeyOfUrl, avatarUrl, encodeAvatar, newAvatarKey } from './avatar.js';

/** Unbinding the phone and WeChat, avatar and name (inside the authenticated scope). */
export async function accountRoutes(app: ZodApp): Promise<void> {
  const { users, captcha, smsCodes, storage } = app.ctx;

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

  app.get(
    '/api/sms/set-unBind',
    {
      schema: {
        tags: ['user'],
        summary: 'Send an unbind code to the bound phone (after the captcha)',
        querystring: CaptchaQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { captchaId, captchaCode } = request.query;
      await captcha.verify(captchaId, captchaCode);
      await smsCodes.send('unbind', await users.boundPhone(authUserId(request)), request.ip);
      return ok(null, requestLocale(request));
    },
  );

  app.post(
    '/api/user/unBind/:type',
    {
      schema: {
        tags: ['user'],
        summary: 'Unbind the phone with its code; 5107 when it is the last way to log in',
        params: UnbindParamsSchema,
        body: UnbindPhoneBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const userId = authUserId(request);
      const user = await users.findById(userId);
      if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
      const phone = await users.boundPhone(userId);
      // The last-method check first, so that the code is not spent on a refused unbind.
      users.assertNotLast(user, 'phone');
      await smsCodes.verify('unbind', phone, request.body.code);
      await users.unbindPhone(userId, phone);
      return ok(null, requestLocale(request));
    },
  );

  const untieWechat = {
    schema: {
      tags: ['user'],
      summary: 'Unlink WeChat; 5107 when it is the last way to log in',
      response: { 200: envelopeSchema(z.null()) },
    },
  };
  const untie = async (request: FastifyRequest) => {
    await users.unbindWechat(authUserId(request));
    return ok(null, requestLocale(request));
  };
  app.post('/api/user/untie-wechat', untieWechat, untie);
  app.delete('/api/user/unBind', untieWechat, untie);

  /**
   * The profile change, with the form's field names: `avatar` and `name`, or (the older path
   * POST /api/web/userAccounts/updateAvatar) `file` and `username`.
   */
  const updateProfile =
    (fieldNames: { avatar: string; name: string }) => async (request: FastifyRequest) => {
      const userId = authUserId(request);
      if (!request.isMultipart()) throw badPart('multipart/form-data expected');
      let name: string | undefined;
      let avatar: Buffer | undefined;
      await readParts(
        request,
        async (part) => {
          if (
            part.type === 'file' &&
            part.fieldname === fieldNames.avatar &&
            avatar === undefined
          ) {
            avatar = await part.toBuffer();
          } else if (
            part.type === 'field' &&
            part.fieldname === fieldNames.name &&
            name === undefined
          ) {
            if (typeof part.value !== 'string' || part.valueTruncated)
              throw badPart('name too long');
            const parsed = UserNameSchema.safeParse(part.value);
            if (!parsed.success) throw badPart(`name: ${parsed.error.issues[0]?.message ?? ''}`);
            name = parsed.data;
          } else {
            throw unexpectedPart(part);
          }
        },
        () => badPart('avatar larger than 2 MB'),
      );
      if (name === undefined && avatar === undefined) throw badPart('avatar or name required');

      const fields: { name?: string; avatar?: string } = {};
      if (name !== undefined) fields.name = name;
      if (avatar !== undefined) {
        const { data, type } = await encodeAvatar(avatar);
        const key = newAvatarKey(userId, type);
        await storage.put(key, data);
        fields.avatar = avatarUrl(key);
      }
      const before = await users.findById(userId);
      await users.updateProfile(userId, fields);
      const oldKey = fields.avatar && before ? avatarKeyOfUrl(before.avatar) : null;
      if (oldKey) await storage.remove(oldKey).catch(() => undefined);
      const after = await users.findById(userId);
      return ok({ name: after?.name ?? '', avatar: after?.avatar ?? '' }, requestLocale(request));
    };

  app.post(
    '/api/user/update/avatar-or-name',
    {
      schema: {
        tags: ['user'],
        summary:
          'Change the avatar (PNG, JPEG or WebP, at most 2 MB, stored square, at most 512 px, re-encoded without metadata) and/or the name (form data)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ProfileUpdateResultSchema) },
      },
    },
    updateProfile({ avatar: 'avatar', name: 'name' }),
  );

  app.post(
    '/api/web/userAccounts/updateAvatar',
    {
      schema: {
        tags: ['user'],
        summary:
          'The same as /api/user/update/avatar-or-name with the form fields file (the avatar) and username',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ProfileUpdateResultSchema) },
      },
    },
    updateProfile({ avatar: 'file', name: 'username' }),
  );
}

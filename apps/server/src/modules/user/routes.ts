import { z } from 'zod';
import { AppError, ErrorCode, UserInfoSchema, envelopeSchema } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** Routes of the signed-in user (registered inside the authenticated scope). */
export async function userRoutes(app: ZodApp): Promise<void> {
  const { users, sessions } = app.ctx;

  app.get(
    '/api/user/user-info',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        response: { 200: envelopeSchema(UserInfoSchema) },
      },
    },
    async (request) => {
      const user = await users.findById(authUserId(request));
      if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
      return ok(users.toUserInfo(user), requestLocale(request));
    },
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags: ['user'],
        summary: 'Revoke the current token',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await sessions.revoke(request.auth!.token);
      return ok(null, requestLocale(request));
    },
  );
}

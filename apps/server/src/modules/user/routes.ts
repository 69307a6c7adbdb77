import { AppError, ErrorCode, accountApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { CaptchaCheck, PasswordChange, SessionEnd, SmsCodeCheck } from './account-checks.js';
import type { UserService } from './user-service.js';

export interface UserRoutesNeeds {
  captcha: CaptchaCheck;
  passwords: PasswordChange;
  sessions: SessionEnd;
  smsCodes: SmsCodeCheck;
  users: UserService;
}

/** Routes of the signed-in user (registered inside the authenticated scope). */
export async function userRoutes(app: ZodApp, needs: UserRoutesNeeds): Promise<void> {
  const { users, sessions, captcha, passwords, smsCodes } = needs;
  // The row the session lookup brought (cached, dropped on every change of the user).
  serve(app, accountApi.userInfo, (_input, request) => {
    const user = request.auth?.user;
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    return users.toUserInfo(user, requestLocale(request));
  });

  serve(app, accountApi.logout, async (_input, request) => {
    await sessions.revoke(request.auth!.token);
    return null;
  });

  serve(app, accountApi.passwordSms, async ({ query }, request) => {
    await captcha.verify(query.captchaId, query.captchaCode);
    await passwords.sendChangeCode(authUserId(request), request.ip);
    return null;
  });

  serve(app, accountApi.updatePassword, async ({ body }, request) => {
    await passwords.change(authUserId(request), request.auth!.token, body.code, body.password);
    return null;
  });

  serve(app, accountApi.bindPhoneSms, async ({ query }, request) => {
    const { phone, captchaId, captchaCode } = query;
    await captcha.verify(captchaId, captchaCode);
    await smsCodes.send('bind', phone, request.ip);
    return null;
  });

  serve(app, accountApi.bindPhone, async ({ body }, request) => {
    await smsCodes.verify('bind', body.phone, body.code);
    await users.bindPhone(authUserId(request), body.phone);
    return null;
  });
}

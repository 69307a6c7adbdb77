import { AppError, ErrorCode, accountApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { CaptchaCheck } from './account-checks.js';
import type { EmailService } from './email-service.js';
import type { UserService } from './user-service.js';
import type { AnalyticsSink } from '../../providers/analytics/analytics.js';

/** An account this young reporting its first campaign registered with it. */
const NEW_USER_SECONDS = 24 * 3600;

export interface AccountMoreRoutesNeeds {
  analytics: AnalyticsSink;
  captcha: CaptchaCheck;
  emails: EmailService;
  users: UserService;
}

/** The account's email, and its campaign (inside the authenticated scope). */
export async function accountMoreRoutes(app: ZodApp, needs: AccountMoreRoutesNeeds): Promise<void> {
  const { captcha, users, emails, analytics } = needs;

  serve(app, accountApi.emailCode, async ({ body }, request) => {
    const { email, captchaId, captchaCode } = body;
    await captcha.verify(captchaId, captchaCode);
    await emails.sendCode(authUserId(request), email, request.ip, requestLocale(request));
    return null;
  });

  serve(app, accountApi.bindEmail, async ({ body }, request) => {
    await emails.verify(authUserId(request), body.email, body.code);
    return { email: body.email };
  });

  serve(app, accountApi.utmTrace, async ({ query }, request) => {
    const user = request.auth?.user;
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    const { campaign, recorded } = await users.recordCampaign(user.id, query.campaign);
    if (recorded) {
      // The web app reports it right after the login that registered the account: the
      // registration's campaign (newUser), or a later campaign of an older account.
      const registeredSeconds = (Date.now() - user.createdAt.getTime()) / 1000;
      analytics.track({
        name: 'campaign',
        userId: user.id,
        campaign,
        newUser: registeredSeconds < NEW_USER_SECONDS,
      });
    }
    return { campaign };
  });
}

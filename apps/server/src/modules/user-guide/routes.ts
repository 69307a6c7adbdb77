import { userGuideApi as routes } from '@slidecraft/contract';
import { authUserId, authenticate, bearerToken } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { UserGuideService } from './user-guide-service.js';

export interface UserGuideRoutesNeeds {
  userGuide: UserGuideService;
}

/**
 * The user guide. The template is public (a signed-in caller also gets its progress; a bad
 * token is a 401 like everywhere); the status is per signed-in user.
 */
export async function userGuideRoutes(app: ZodApp, needs: UserGuideRoutesNeeds): Promise<void> {
  serve(
    app,
    routes.userGuide,
    ({ query }, request) =>
      needs.userGuide.template(query.guide, requestLocale(request), request.auth?.userId ?? null),
    {
      onRequest: async (request) => {
        if (bearerToken(request) || request.headers.authorization) await authenticate(app, request);
      },
    },
  );

  serve(app, routes.userGuideStatus, ({ body }, request) => {
    const { guide, seen, step } = body;
    return needs.userGuide.update(authUserId(request), guide, { seen, step });
  });
}

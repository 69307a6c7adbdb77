import { AppError, ErrorCode, authApi } from '@slidecraft/contract';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { HuaweiLoginService } from './huawei-login-service.js';

export interface HuaweiLoginRoutesNeeds {
  huaweiLogin: HuaweiLoginService | null;
}

/** Public Huawei one-tap login routes; 5102 (unsupported account) while Huawei login is off. */
export async function huaweiLoginRoutes(app: ZodApp, needs: HuaweiLoginRoutesNeeds): Promise<void> {
  const service = () => {
    const huawei = needs.huaweiLogin;
    if (!huawei) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'huawei login is off');
    return huawei;
  };

  serve(app, authApi.huaweiAuthorize, ({ query }) => service().authorize(query.redirect));

  serve(app, authApi.loginByHuawei, ({ body }) => {
    const { authorizationCode, state, native } = body;
    return service().loginWithCode(authorizationCode, state, { native: native === true });
  });
}

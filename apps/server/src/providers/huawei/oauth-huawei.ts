import * as jose from 'jose';
import * as oidc from 'openid-client';
import type { HuaweiConfig } from '../../config.js';
import { HuaweiLoginError, type HuaweiAccountProvider } from './huawei.js';

/** Signature algorithms Huawei uses for ID tokens. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'PS256'];
/** Allowed clock difference for exp / iat, seconds. */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * The real Huawei provider. Endpoints are configured by hand: discovery rejects Huawei's
 * issuer, which differs from the discovery host. The code is exchanged with openid-client
 * (client_secret_post), which also checks the ID token's iss, aud and exp; the signature is
 * verified with jose against the JWKS (RS256 or PS256).
 */
export class OAuthHuaweiAccountProvider implements HuaweiAccountProvider {
  private readonly oidcConfig: oidc.Configuration;
  private readonly jwks: ReturnType<typeof jose.createRemoteJWKSet>;

  constructor(
    private readonly config: HuaweiConfig,
    fetchImpl?: typeof fetch,
  ) {
    this.oidcConfig = new oidc.Configuration(
      {
        issuer: config.issuer,
        authorization_endpoint: config.authorizeUrl,
        token_endpoint: config.tokenUrl,
        jwks_uri: config.jwksUrl,
        id_token_signing_alg_values_supported: ID_TOKEN_ALGORITHMS,
      },
      config.clientId,
      { client_secret: config.clientSecret, redirect_uris: [config.redirectUri] },
      oidc.ClientSecretPost(config.clientSecret),
    );
    this.oidcConfig.timeout = 10;
    if (fetchImpl) this.oidcConfig[oidc.customFetch] = fetchImpl;
    // Plain http only for a loopback test server; real endpoints are https.
    if ([config.tokenUrl, config.jwksUrl].some((u) => new URL(u).protocol === 'http:')) {
      oidc.allowInsecureRequests(this.oidcConfig);
    }
    this.jwks = jose.createRemoteJWKSet(new URL(config.jwksUrl), {
      timeoutDuration: 10_000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
      ...(fetchImpl ? { [jose.customFetch]: fetchImpl } : {}),
    });
  }

  authorizeUrl(state: string): string {
    return oidc
      .buildAuthorizationUrl(this.oidcConfig, {
        response_type: 'code',
        redirect_uri: this.config.redirectUri,
        scope: 'openid profile',
        access_type: 'offline',
        prompt: 'login',
        state,
      })
      .toString();
  }

  async exchangeCode(code: string, options: { native?: boolean } = {}): Promise<{ sub: string }> {
    let idToken: string | undefined;
    try {
      // A generic grant, not authorizationCodeGrant: that one strips the redirect URI's query
      // (thirdLogin=huawei), and Huawei compares redirect_uri exactly.
      const tokens = await oidc.genericGrantRequest(this.oidcConfig, 'authorization_code', {
        code,
        redirect_uri: options.native ? this.config.nativeRedirectUri : this.config.redirectUri,
      });
      idToken = tokens.id_token;
    } catch (error) {
      throw classify(error);
    }
    if (!idToken) throw new HuaweiLoginError('rejected', 'no id_token in the token response');
    try {
      const { payload } = await jose.jwtVerify(idToken, this.jwks, {
        issuer: this.config.issuer,
        audience: this.config.clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
        throw new HuaweiLoginError('rejected', 'id_token without sub');
      }
      return { sub: payload.sub };
    } catch (error) {
      if (error instanceof HuaweiLoginError) throw error;
      if (error instanceof jose.errors.JOSEError && !isJwksFetchFailure(error)) {
        throw new HuaweiLoginError('rejected', `id_token: ${error.code}`, { cause: error });
      }
      throw new HuaweiLoginError('unavailable', `JWKS: ${String(error)}`, { cause: error });
    }
  }
}

function isJwksFetchFailure(error: jose.errors.JOSEError): boolean {
  return error instanceof jose.errors.JWKSTimeout || error.code === 'ERR_JOSE_GENERIC';
}

/**
 * openid-client's errors: an OAuth error answer of the token endpoint (4xx, e.g. invalid_grant)
 * or a failed ID token check means the code is no good; a network failure, a timeout or a 5xx
 * means Huawei is unavailable.
 */
function classify(error: unknown): HuaweiLoginError {
  if (error instanceof oidc.ResponseBodyError) {
    return error.status >= 500
      ? new HuaweiLoginError('unavailable', `token endpoint ${error.status}`, { cause: error })
      : new HuaweiLoginError('rejected', `token endpoint: ${error.error}`, { cause: error });
  }
  if (error instanceof oidc.ClientError) {
    const cause = (error as { cause?: unknown }).cause;
    const status = cause instanceof Response ? cause.status : undefined;
    if (status !== undefined && status >= 500) {
      return new HuaweiLoginError('unavailable', `token endpoint ${status}`, { cause: error });
    }
    if (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && status !== undefined && status < 500) {
      return new HuaweiLoginError('rejected', `token endpoint ${status}`, { cause: error });
    }
    // Checks of the ID token claims (iss, aud, exp...) and malformed answers.
    return new HuaweiLoginError('rejected', `token response: ${error.message}`, { cause: error });
  }
  return new HuaweiLoginError('unavailable', `token endpoint: ${String(error)}`, { cause: error });
}

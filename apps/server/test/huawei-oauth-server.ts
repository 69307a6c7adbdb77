import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as jose from 'jose';

export const CLIENT_ID = '101234567';
export const CLIENT_SECRET = 'test-client-secret';
export const REDIRECT_URI = 'http://localhost:5173/login?thirdLogin=huawei';
/** The redirect URI Account Kit binds to codes it issues inside an app. */
export const NATIVE_REDIRECT_URI = 'hms://redirect_uri';

export interface IdTokenOverrides {
  aud?: string;
  iss?: string;
  expiresIn?: number;
  /** Sign with a key that is not in the JWKS. */
  foreignKey?: boolean;
}

/**
 * A loopback OAuth server that speaks Huawei Account Kit's protocol: /authorize redirects back
 * with a one-time code and the state, /token exchanges it (form post, client_secret_post) for
 * tokens with an RS256 ID token, /certs serves the JWKS. POST /test/native-code plays the host
 * app's Account Kit: a code bound to the app's redirect URI, as its native one-tap hands over.
 */
export async function startHuaweiServer(options: { port?: number; redirectUri?: string } = {}) {
  const redirectUri = options.redirectUri ?? REDIRECT_URI;
  const { publicKey, privateKey } = await jose.generateKeyPair('RS256');
  const foreign = await jose.generateKeyPair('RS256');
  const jwk = { ...(await jose.exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  /** Live codes: the account and the redirect URI the code was issued for. */
  const codes = new Map<string, { sub: string; redirectUri: string }>();
  const state = {
    authorizeParams: [] as URLSearchParams[],
    tokenRequests: 0,
    /** Tokens handed out (the exchange itself succeeded). */
    tokensIssued: 0,
    nextSub: 'hw-sub-0001',
    idToken: {} as IdTokenOverrides,
    down: false,
  };
  let origin = '';

  const idToken = async (sub: string) => {
    const o = state.idToken;
    return new jose.SignJWT({ sub, nickname: 'Huawei tester' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(o.iss ?? `${origin}/issuer`)
      .setAudience(o.aud ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (o.expiresIn ?? 3600))
      .sign(o.foreignKey ? foreign.privateKey : privateKey);
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (state.down) return json(res, 503, { error: 'server_error' });
    if (req.method === 'GET' && url.pathname === '/oauth2/v3/authorize') {
      state.authorizeParams.push(url.searchParams);
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.set(code, {
        sub: state.nextSub,
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/test/native-code') {
      const code = `native-${Math.random().toString(36).slice(2)}`;
      codes.set(code, { sub: state.nextSub, redirectUri: NATIVE_REDIRECT_URI });
      return json(res, 200, { code });
    }
    if (req.method === 'GET' && url.pathname === '/oauth2/v3/certs') {
      return json(res, 200, { keys: [jwk] });
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/v3/token') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        state.tokenRequests += 1;
        const form = new URLSearchParams(body);
        if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
          return json(res, 400, { error: 'invalid_request' });
        }
        if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
          return json(res, 401, { error: 'invalid_client' });
        }
        const code = form.get('code') ?? '';
        const issued = codes.get(code);
        codes.delete(code);
        const expectedRedirect =
          issued?.redirectUri === NATIVE_REDIRECT_URI ? NATIVE_REDIRECT_URI : redirectUri;
        if (
          form.get('grant_type') !== 'authorization_code' ||
          form.get('redirect_uri') !== expectedRedirect ||
          !issued
        ) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        const { sub } = issued;
        state.tokensIssued += 1;
        void idToken(sub).then((id_token) =>
          json(res, 200, {
            access_token: `at-${code}`,
            refresh_token: `rt-${code}`,
            token_type: 'Bearer',
            expires_in: 3600,
            scope: 'openid profile',
            id_token,
          }),
        );
      });
      return;
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    origin,
    codes,
    env: {
      HUAWEI_CLIENT_ID: CLIENT_ID,
      HUAWEI_CLIENT_SECRET: CLIENT_SECRET,
      HUAWEI_REDIRECT_URI: redirectUri,
      HUAWEI_AUTHORIZE_URL: `${origin}/oauth2/v3/authorize`,
      HUAWEI_TOKEN_URL: `${origin}/oauth2/v3/token`,
      HUAWEI_JWKS_URL: `${origin}/oauth2/v3/certs`,
      HUAWEI_ISSUER: `${origin}/issuer`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Run directly, it serves testers and the end-to-end suite:
 *   node --conditions=slidecraft-source --import tsx apps/server/test/huawei-oauth-server.ts <port> <redirectUri>
 * and prints the HUAWEI_* variables to start the app with.
 */
if (process.argv[1]?.endsWith('huawei-oauth-server.ts')) {
  const [port = '3199', redirectUri = 'http://127.0.0.1:3000/login?thirdLogin=huawei'] =
    process.argv.slice(2);
  void startHuaweiServer({ port: Number(port), redirectUri }).then((server) => {
    for (const [key, value] of Object.entries(server.env)) console.log(`${key}=${value}`);
  });
}

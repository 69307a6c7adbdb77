/** Why an authorization code did not give a Huawei account. */
export type HuaweiFailure =
  /** Huawei refused the code (unknown, used or expired) or sent an ID token that fails a check. */
  | 'rejected'
  /** Huawei could not be reached or answered with a server error. */
  | 'unavailable';

export class HuaweiLoginError extends Error {
  override name = 'HuaweiLoginError';
  constructor(
    readonly failure: HuaweiFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Huawei Account Kit (web): the OAuth 2.0 authorization-code flow with an OpenID ID token. */
export interface HuaweiAccountProvider {
  /** The authorize address the browser is sent to (forced login, offline access). */
  authorizeUrl(state: string): string;
  /**
   * Exchanges an authorization code and verifies the ID token; the account id is its `sub`.
   * `native`: the code came from the host app's Account Kit, not from the web redirect.
   * Throws HuaweiLoginError.
   */
  exchangeCode(code: string, options?: { native?: boolean }): Promise<{ sub: string }>;
}

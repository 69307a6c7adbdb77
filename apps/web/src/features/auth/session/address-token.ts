import { HANDOFF_TOKEN_PREFIX, type UserInfo } from '@slidecraft/contract';
import { isApiError } from '../../../shared/http';
import { sessionToken } from '../../../shared/storage/session-token';
import { exchangeHandoff, fetchUserInfoOf, revokeSession } from './session-api';

/** How a `?token=` of the page address ended. */
export type AddressTokenOutcome =
  /** No session before: the link's is the session now (spec section 4). */
  | { kind: 'stored' }
  /** The link is of the account already signed in: nothing changes. */
  | { kind: 'same' }
  /** The user agreed to leave their account for the link's. */
  | { kind: 'switched'; account: UserInfo }
  /** The user kept their account. */
  | { kind: 'kept' }
  /** The link's session has ended, or its hand-off token was used or expired: nothing changes. */
  | { kind: 'invalid' }
  /** The link's account could not be checked (no connection): nothing changes. */
  | { kind: 'unchecked' };

export interface AddressTokenSteps {
  /** The user of the stored session (the session query, shared with the rest of the app). */
  currentUser(token: string): Promise<UserInfo>;
  /** Asks whether to leave the `current` account for the link's; true only when agreed. */
  confirmSwitch(current: UserInfo, link: UserInfo): Promise<boolean>;
  /** Ends the stored session (as a logout does) before the link's is stored. */
  endCurrent(): Promise<void>;
}

/** A refused link (its session ended, its hand-off spent), or one not checked for want of a connection. */
function failure(error: unknown): AddressTokenOutcome {
  return isApiError(error) && error.httpStatus === 0 ? { kind: 'unchecked' } : { kind: 'invalid' };
}

/** A hand-off token of the app shell, exchanged for a session instead of being stored. */
export function isHandoffToken(token: string): boolean {
  return token.startsWith(HANDOFF_TOKEN_PREFIX);
}

/**
 * Takes the token of a `?token=` address. Without a session it becomes the session (spec
 * section 4). With one, a link never switches the account by itself (a link someone else made
 * would sign the user into the sender's account: login CSRF): the link's account is read with
 * its token (never stored for that), the same account changes nothing, and another one is
 * taken only when the user agrees in `confirmSwitch`. A hand-off token (isHandoffToken) is first
 * exchanged once for a session of its own, which is revoked again when it is not used.
 */
export async function adoptAddressToken(
  addressToken: string,
  steps: AddressTokenSteps,
): Promise<AddressTokenOutcome> {
  const handoff = isHandoffToken(addressToken);
  let token = addressToken;
  if (handoff) {
    try {
      ({ token } = await exchangeHandoff(addressToken));
    } catch (error) {
      return failure(error);
    }
  }
  /** A session made from a hand-off is nobody else's: revoked when it is not used. */
  const drop = () => {
    if (handoff) revokeSession(token).catch(() => undefined);
  };
  const current = sessionToken.get();
  if (current === null) {
    sessionToken.set(token);
    return { kind: 'stored' };
  }
  if (current === token) return { kind: 'same' };
  const [mine, theirs] = await Promise.allSettled([
    steps.currentUser(current),
    fetchUserInfoOf(token),
  ]);
  if (mine.status === 'rejected' && sessionToken.get() !== null) {
    drop();
    // Who is signed in could not be told (no connection): nothing changes. Refused otherwise
    // (a disabled account: its own dialog says so), the account is kept without another word.
    return isApiError(mine.reason) && mine.reason.httpStatus === 0
      ? { kind: 'unchecked' }
      : { kind: 'kept' };
  }
  if (theirs.status === 'rejected') {
    drop();
    return failure(theirs.reason);
  }
  if (mine.status === 'rejected') {
    // The stored session had ended (its 401 removed it): as in a browser without one.
    sessionToken.set(token);
    return { kind: 'stored' };
  }
  if (mine.value.id === theirs.value.id) {
    drop();
    return { kind: 'same' };
  }
  if (!(await steps.confirmSwitch(mine.value, theirs.value))) {
    drop();
    return { kind: 'kept' };
  }
  await steps.endCurrent();
  sessionToken.set(token);
  return { kind: 'switched', account: theirs.value };
}

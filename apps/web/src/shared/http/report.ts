import type { ApiError } from './api-error';
import type { Failure, Quiet } from './failure';

/**
 * The reporting of a failed call (its toasts, the account and AI-limit dialogs, the error
 * catalogue's texts in every locale) loads with the first failure: a page whose calls succeed
 * does not carry it (the home page's JavaScript). Each resolves to the error to throw.
 */
const reporting = () => import('./failure');

export async function reportedFailure(failure: Failure): Promise<ApiError> {
  return (await reporting()).reportFailure(failure);
}

export async function reportedNetworkFailure(quiet: Quiet | undefined): Promise<ApiError> {
  return (await reporting()).reportNetworkFailure(quiet);
}

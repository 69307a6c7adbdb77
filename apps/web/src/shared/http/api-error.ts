/** A failed call: an envelope code from the contract's catalogue, or the HTTP status. */
export class ApiError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  /** True when the client already told the user (toast or dialog); callers need not repeat it. */
  readonly notified: boolean;

  constructor(
    code: number,
    message: string,
    options: { httpStatus?: number; notified?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = options.httpStatus ?? 200;
    this.notified = options.notified ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for the error a fetch (or our own wait) raises when its AbortSignal fires. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

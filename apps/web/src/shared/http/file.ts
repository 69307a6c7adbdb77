import { sessionToken } from '../storage/session-token';
import { isAbortError } from './api-error';
import { send } from './client';
import { readEnvelope } from './envelope';
import type { Quiet } from './failure';
import { reportedFailure, reportedNetworkFailure } from './report';
import { apiHeaders } from './headers';

export interface FetchedFile {
  blob: Blob;
  /** The name the server gave (Content-Disposition), or null when it gave none. */
  name: string | null;
}

export interface FetchFileOptions {
  signal?: AbortSignal;
  /** The share received so far (0 to 1), or null while the size is unknown. */
  onProgress?: (fraction: number | null) => void;
  quiet?: Quiet;
}

/** The file name of a Content-Disposition header: `filename*` (RFC 5987) first, then `filename`. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * A file answered by an API route (a download), read whole with its progress. A refusal (an
 * error status or a JSON envelope instead of the file) is reported like any failed call and
 * rejects with its ApiError; aborting the signal rejects with the AbortError.
 */
export async function fetchFile(
  path: string,
  options: FetchFileOptions = {},
): Promise<FetchedFile> {
  const { signal, onProgress, quiet } = options;
  const token = sessionToken.get();
  onProgress?.(null);
  const response = await send(
    path,
    { method: 'GET', headers: apiHeaders({ token, json: false, accept: '*/*' }), signal },
    quiet,
  );
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = await readEnvelope(response);
    throw await reportedFailure({
      code: envelope?.code ?? response.status,
      message: envelope?.message ?? '',
      httpStatus: response.ok && !envelope ? 500 : response.status,
      sentToken: token,
      quiet,
    });
  }
  const name = dispositionName(response.headers.get('content-disposition'));
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return { blob: await response.blob(), name };
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress?.(total > 0 ? Math.min(received / total, 1) : null);
    }
  } catch (error) {
    // The connection broke halfway: a network failure like one before the answer.
    if (isAbortError(error)) throw error;
    throw await reportedNetworkFailure(quiet);
  }
  return { blob: new Blob(chunks, { type }), name };
}

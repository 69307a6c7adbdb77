import type { Envelope } from '@slidecraft/contract';

function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && (v.message === undefined || typeof v.message === 'string');
}

/** The `{code, message, data}` body of a response, or null when the body is not one. */
export async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body: unknown = await response.json();
    if (!isEnvelope(body)) return null;
    return { code: body.code, message: body.message ?? '', data: body.data };
  } catch {
    return null;
  }
}

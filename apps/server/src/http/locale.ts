import type { FastifyRequest } from 'fastify';
import { HEADER, resolveLocale, type Locale } from '@slidecraft/contract';

/** The client's locale: App-Language header first, then Accept-Language, else zh-CN. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers[HEADER.language.toLowerCase()];
  const appLanguage = Array.isArray(header) ? header[0] : header;
  return resolveLocale(appLanguage ?? request.headers['accept-language']);
}

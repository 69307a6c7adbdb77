import { ErrorCode, MUBU_SHARE_HOSTS, SHARE_LINK_MAX_LENGTH } from '@slidecraft/contract';
import { refuse } from '../limits.js';

const SHARE_PATH = /^\/doc\/[A-Za-z0-9_-]{4,64}\/?$/;
const hosts: readonly string[] = MUBU_SHARE_HOSTS;

/** HTTPS on the default port, no credentials, one of the mind-map service's own hosts. */
export function isAllowedShareUrl(url: URL): boolean {
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    (url.port === '' || url.port === '443') &&
    hosts.includes(url.hostname)
  );
}

/**
 * A Mubu share link (`https://mubu.com/doc/<id>`) in canonical form (query and fragment
 * dropped), or 5409. IP literals, other hosts, other schemes and other paths never pass.
 */
export function parseShareLink(raw: string): URL {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('linkHost', ErrorCode.MINDMAP_LINK_ERROR);
  }
  if (
    text.length > SHARE_LINK_MAX_LENGTH ||
    !isAllowedShareUrl(url) ||
    !SHARE_PATH.test(url.pathname)
  )
    throw refuse('linkHost', ErrorCode.MINDMAP_LINK_ERROR);
  return new URL(`https://${url.hostname}${url.pathname.replace(/\/$/, '')}`);
}

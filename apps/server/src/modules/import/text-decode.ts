/** C0 controls other than tab, LF, FF and CR: their presence means binary data. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f]/;

function decodeStrict(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The bytes as text, or null when they are not text. UTF-8 first (with or without a byte order
 * mark), UTF-16 with a byte order mark, then GB18030, which Windows editors in mainland China
 * still write as "ANSI". Any NUL or other binary control character means not text.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string | null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decodeStrict(bytes, 'utf-16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decodeStrict(bytes, 'utf-16be');
  else text = decodeStrict(bytes, 'utf-8') ?? decodeStrict(bytes, 'gb18030');
  if (text === null || BINARY_CONTROL.test(text)) return null;
  return text.replace(/\r\n?/g, '\n');
}

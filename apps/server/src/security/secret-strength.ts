/** What production asks of APP_SECRET: about as much entropy as 128 random bits. */
export const MIN_SECRET_BITS = 128;

/**
 * Shannon's estimate of a secret's entropy: its length times the bits per character of its own
 * character frequencies, counted once over a unit the secret merely repeats. Forty times one
 * character is 0 bits, `0123456789` four times counts once (33), `openssl rand -base64 48` about
 * 350 and a generated 43-character secret about 210. It cannot tell a long made-up sentence from
 * noise; it catches the placeholders and patterns that end up in configuration files.
 */
export function estimatedEntropyBits(secret: string): number {
  const chars = [...secret];
  const unit = chars.slice(0, period(chars));
  const counts = new Map<string, number>();
  for (const char of unit) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const count of counts.values()) {
    const p = count / unit.length;
    bitsPerChar -= p * Math.log2(p);
  }
  return unit.length * bitsPerChar;
}

/** The length of the shortest unit whose repetition (the last one cut short) spells `chars`. */
function period(chars: readonly string[]): number {
  for (let p = 1; p < chars.length; p++) {
    if (chars.every((char, i) => i < p || char === chars[i - p])) return p;
  }
  return chars.length;
}

/** Why a production secret is too weak (with how to make one), or null when it will do. */
export function secretWeakness(secret: string): string | null {
  const bits = Math.floor(estimatedEntropyBits(secret));
  if (bits >= MIN_SECRET_BITS) return null;
  return (
    `too little entropy (about ${bits} bits, at least ${MIN_SECRET_BITS} needed): ` +
    'make a random one with `openssl rand -base64 48`'
  );
}

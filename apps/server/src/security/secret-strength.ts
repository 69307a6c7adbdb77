/** What production asks of APP_SECRET: about as much as 128 random bits, with room for chance runs. */
export const MIN_SECRET_BITS = 120;

/** How many characters of a run (aaaa, abcd, 4321) count: a random secret's chance runs are short. */
const RUN_FREE = 4;

/** Words of the placeholders that reach configuration files ("change-me-secret", "your-password"). */
const PLACEHOLDER_WORDS = [
  'secret',
  'password',
  'passwd',
  'changeme',
  'example',
  'sample',
  'replace',
  'default',
  'production',
  'placeholder',
  'dummy',
  'qwerty',
  'letmein',
  'slidecraft',
];

/**
 * An estimate of a secret's entropy: the bits of the alphabet its characters come from (hex
 * digits 4, or the classes it uses: digits, lower and upper case letters, punctuation) for each
 * character that is not predictable. A unit the secret merely repeats counts once, and a run
 * (aaaa, abcd, 4321) counts its first four characters only. `openssl rand -hex 16` scores 128,
 * `openssl rand -base64 48` about 420; forty times one character about 5.
 */
export function estimatedEntropyBits(secret: string): number {
  const chars = [...secret];
  const unit = chars.slice(0, period(chars));
  const codes = unit.map((char) => char.codePointAt(0)!);
  const step = (i: number) => codes[i]! - codes[i - 1]!;
  const free = codes.filter((_, i) => {
    if (i < RUN_FREE) return true;
    const last = step(i);
    if (Math.abs(last) > 1) return true;
    for (let back = 1; back < RUN_FREE; back++) if (step(i - back) !== last) return true;
    return false;
  }).length;
  return free * Math.log2(Math.max(1, alphabetSize(unit)));
}

/**
 * The length of the shortest unit that, repeated at least twice (the last time cut short),
 * spells `chars`; their length when there is none.
 */
function period(chars: readonly string[]): number {
  for (let p = 1; p <= chars.length / 2; p++) {
    if (chars.every((char, i) => i < p || char === chars[i - p])) return p;
  }
  return chars.length;
}

/** How many symbols the characters are drawn from, as far as their classes tell. */
function alphabetSize(chars: readonly string[]): number {
  const all = (pattern: RegExp) => chars.every((char) => pattern.test(char));
  const some = (pattern: RegExp) => chars.some((char) => pattern.test(char));
  if (all(/[0-9a-f]/) || all(/[0-9A-F]/)) return 16;
  let size = 0;
  if (some(/[0-9]/)) size += 10;
  if (some(/[a-z]/)) size += 26;
  if (some(/[A-Z]/)) size += 26;
  if (some(/[!-/:-@[-`{-~]/)) size += 32;
  // Anything else (other scripts, spaces): a rough figure, the estimate stays an estimate.
  if (some(/[^!-~]/)) size += 100;
  return size;
}

/** Why a production secret is too weak (with how to make one), or null when it will do. */
export function secretWeakness(secret: string): string | null {
  const make = 'make a random one with `openssl rand -base64 48`';
  const lower = secret.toLowerCase();
  const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w));
  if (word) return `looks like a placeholder (it contains "${word}"): ${make}`;
  const bits = Math.floor(estimatedEntropyBits(secret));
  if (bits >= MIN_SECRET_BITS) return null;
  return `too little entropy (about ${bits} bits, at least ${MIN_SECRET_BITS} needed): ${make}`;
}

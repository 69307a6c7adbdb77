/**
 * Whether a text is still shown after a layout: the layouts split a long point over slides,
 * set a figure apart from its label and a card's key apart from its text, and drop the colon
 * between them, so a text is kept when, without spaces and punctuation, it is made of shown
 * texts end to end (or lies inside one).
 */

/** A text as compared: no spaces, no punctuation, full-width letters as ASCII, lower case. */
export function squashed(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s\p{P}]+/gu, '')
    .toLowerCase();
}

function covered(wanted: string, shown: readonly string[]): boolean {
  let position = 0;
  while (position < wanted.length) {
    const rest = wanted.slice(position);
    if (shown.some((text) => text.includes(rest))) return true;
    let step = 0;
    for (const text of shown) {
      if (text.length > step && wanted.startsWith(text, position)) step = text.length;
    }
    if (step === 0) return false;
    position += step;
  }
  return true;
}

/** The texts of `wanted` that `shown` does not show (see above), in their order. */
export function missingTexts(wanted: readonly string[], shown: readonly string[]): string[] {
  const pieces = [...new Set(shown.map(squashed).filter((text) => text.length > 0))];
  return wanted.filter((text) => {
    const target = squashed(text);
    return target.length > 0 && !covered(target, pieces);
  });
}

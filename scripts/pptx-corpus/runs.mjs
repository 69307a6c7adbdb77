// Shorthands for the decks: a run, a paragraph of one run, and frames in inches.

/** One run of text with pptxgenjs run options. */
export const run = (text, options = {}) => ({ text, options });
/** A paragraph of a single run. */
export const para = (text, options = {}) => [run(text, options)];
/** A frame in inches, as pptxgenjs takes it. */
export const at = (x, y, w, h) => ({ x, y, w, h });

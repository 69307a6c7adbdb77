type Convert = (text: string) => string;
export interface ChineseConverters {
  /** Simplified to traditional Chinese with Taiwan's phrasing. */
  toTraditional: Convert;
  /** Traditional (Taiwan) to simplified Chinese. */
  toSimplified: Convert;
}

let converters: Promise<ChineseConverters> | undefined;

/** opencc-js loads its dictionaries on import: only when a conversion first needs them. */
export function chineseConverters(): Promise<ChineseConverters> {
  converters ??= import('opencc-js').then((opencc) => ({
    toTraditional: opencc.Converter({ from: 'cn', to: 'twp' }),
    toSimplified: opencc.Converter({ from: 'twp', to: 'cn' }),
  }));
  return converters;
}

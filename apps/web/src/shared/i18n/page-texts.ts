import type { Locale } from '@slidecraft/contract';
import { i18n } from './instance';

/**
 * Adds a namespace that only lazily loaded pages show to i18n, for every locale at once (a
 * language switch then finds it), the first time one of its views renders: the home page does
 * not carry its texts (its JavaScript budget). Each such feature wraps it in its own
 * `use…Translation()` hook, so that `t` keeps the namespace's typed keys.
 */
export function addPageTexts(namespace: string, texts: Readonly<Record<Locale, object>>): void {
  for (const [locale, bundle] of Object.entries(texts)) {
    if (!i18n.hasResourceBundle(locale, namespace)) {
      i18n.addResourceBundle(locale, namespace, bundle);
    }
  }
}

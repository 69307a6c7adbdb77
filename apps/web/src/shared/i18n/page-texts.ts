import type { Locale } from '@slidecraft/contract';
import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
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

type Namespace = keyof CustomTypeOptions['resources'];

/**
 * A namespace whose texts (every locale's) travel with the code that shows them, in the chunks
 * loaded when a dialog first opens or a page first renders (docs/decisions.md, "Issue 34: the
 * home page's JavaScript"): `add()` puts them in (idempotent; for `i18n.t` outside React) and
 * `useTexts()` is `useTranslation(namespace)` with them in.
 */
export function pageTexts<N extends Namespace>(
  namespace: N,
  texts: Readonly<Record<Locale, object>>,
) {
  const add = () => addPageTexts(namespace, texts);
  return {
    add,
    useTexts: () => {
      add();
      return useTranslation(namespace);
    },
  };
}

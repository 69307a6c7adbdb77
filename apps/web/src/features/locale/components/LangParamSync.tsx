import { isLocale } from '@slidecraft/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LANG_PARAM, applyLocale } from '../locale-store';

/** Applies `?lang=zh-CN|zh-TW|en-US` and removes it from the address (spec section 4). */
export function LangParamSync() {
  const [params, setParams] = useSearchParams();
  const lang = params.get(LANG_PARAM);
  useEffect(() => {
    if (lang === null) return;
    if (isLocale(lang)) void applyLocale(lang);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(LANG_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [lang, setParams]);
  return null;
}

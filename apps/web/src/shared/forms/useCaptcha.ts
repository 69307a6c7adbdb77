import { CAPTCHA_TTL_SECONDS, DEFAULT_LOCALE, authApi, isLocale } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui';
import { call, routeKey } from '../http';
import { CaptchaWidgetError, solveAliyunCaptcha } from './aliyun-captcha';

export function fetchCaptcha(signal?: AbortSignal) {
  return call(authApi.captcha, {}, { signal });
}

/**
 * The captcha in front of the SMS request and the password login: the built-in image (typed in
 * a field) or Aliyun's widget (a pop-up when the user submits). `refresh` fetches a new one;
 * `answer` turns what was typed into the captchaCode to send, or null when there is none.
 */
export function useCaptcha() {
  const { t, i18n } = useTranslation('common');
  // The UI locale, re-rendered on a language switch (as features/locale's useLocale).
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const query = useQuery({
    queryKey: routeKey(authApi.captcha),
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: CAPTCHA_TTL_SECONDS * 1000,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { refetch, data } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const widget = data?.provider === 'aliyun' ? data : undefined;

  const answer = useCallback(
    async (typed: string): Promise<string | null> => {
      if (!widget) return typed;
      try {
        return await solveAliyunCaptcha(widget, locale);
      } catch (error) {
        if (!(error instanceof CaptchaWidgetError)) throw error;
        if (error.reason === 'load') toast.error(t('codeForm.captchaWidgetFailed'));
        return null;
      }
    },
    [widget, t, locale],
  );

  return {
    captchaId: data?.captchaId ?? '',
    image: query.isFetching || data?.provider !== 'builtin' ? undefined : data.image,
    /** The image captcha needs a typed answer; the widget does not. */
    needsTyping: data?.provider !== 'aliyun',
    answer,
    refresh,
  };
}

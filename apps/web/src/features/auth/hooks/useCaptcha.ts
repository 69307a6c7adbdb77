import { CAPTCHA_TTL_SECONDS, authApi } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui';
import { fetchCaptcha } from '../api';
import { CaptchaWidgetError, solveAliyunCaptcha } from '../captcha/aliyun-widget';
import { routeKey } from '../../../shared/http';
import { useLocale } from '../../locale';

/**
 * The captcha in front of the SMS request and the password login: the built-in image (typed in
 * a field) or Aliyun's widget (a pop-up when the user submits). `refresh` fetches a new one;
 * `answer` turns what was typed into the captchaCode to send, or null when there is none.
 */
export function useCaptcha() {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
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
        if (error.reason === 'load') toast.error(t('sms.captchaWidgetFailed'));
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

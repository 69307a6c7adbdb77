import { CAPTCHA_TTL_SECONDS } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchCaptcha } from '../api';
import { sessionKeys } from '../session/session-keys';

/** The image captcha in front of the SMS request; `refresh` fetches a new one. */
export function useCaptcha() {
  const query = useQuery({
    queryKey: sessionKeys.captcha,
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: CAPTCHA_TTL_SECONDS * 1000,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return {
    captchaId: query.data?.captchaId ?? '',
    image: query.isFetching ? undefined : query.data?.image,
    refresh,
  };
}

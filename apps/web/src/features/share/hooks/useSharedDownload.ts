import { ErrorCode, personalSpaceApi } from '@slidecraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isAbortError, isApiError, routeKey } from '../../../shared/http';
import { toast } from '../../../shared/ui';
import { triggerDownload } from '../../../shared/download-file';
import { downloadSharedDeck } from '../api';
import { useShareTranslation } from '../share-texts';

/** How long the downloaded file's object URL lives: the browser has taken it over by then. */
const OBJECT_URL_MS = 60_000;

/** What the page tells a visitor whose download failed, by what went wrong. */
function failureKey(error: unknown) {
  if (isApiError(error) && error.code === ErrorCode.SHARE_FILE_NOT_FOUND) {
    return 'download.notAllowed' as const;
  }
  if (isApiError(error) && error.httpStatus === 0) return 'download.network' as const;
  return 'download.failed' as const;
}

/**
 * "Download PPTX" on a shared deck's page: the file read with its progress (null while the
 * server prepares it), then handed to the browser under the name the server gave. When the
 * owner turned downloads off or stopped sharing meanwhile, the page reads the link again (the
 * button goes, or the "not found" view comes).
 */
export function useSharedDownload(code: string, title: string) {
  const { t } = useShareTranslation();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = useMutation({
    mutationFn: () => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      return downloadSharedDeck(code, { signal: abort.signal, onProgress: setProgress });
    },
    onSuccess: ({ blob, name }) => {
      const url = URL.createObjectURL(blob);
      triggerDownload(url, name ?? `${title || 'slides'}.pptx`);
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_MS);
      toast.success(t('download.started'));
    },
    onError: (error) => {
      const gone = [ErrorCode.SHARE_FILE_NOT_FOUND, ErrorCode.SHARE_LINK_NOT_FOUND] as number[];
      if (isApiError(error) && gone.includes(error.code)) {
        void client.invalidateQueries({
          queryKey: routeKey(personalSpaceApi.sharedDeck, { params: { code } }),
        });
      }
    },
  });

  const failed = download.error && !isAbortError(download.error) ? download.error : null;
  return {
    start: () => download.mutate(),
    downloading: download.isPending,
    /** 0 to 1 once the file arrives; null while the server prepares it. */
    progress,
    /** The message for a failed download, telling what to do; null otherwise. */
    error: failed ? t(failureKey(failed)) : null,
    dismiss: () => download.reset(),
  };
}

import type { ExportFormat } from '@slidecraft/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isAbortError, isApiError } from '../../../shared/http';
import { toast } from '../../../shared/ui';
import { ExportFailedError, exportDeck } from '../api';
import { triggerDownload } from '../../../shared/download-file';
import { useDeckExportTranslation } from '../deck-export-texts';

/** 'Download PPTX' / 'Download PDF' of a record: export, poll, download, with progress and cancel. */
export function useDeckExport(title: string, format: ExportFormat) {
  const { t } = useDeckExportTranslation();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const download = useMutation({
    mutationFn: async (recordId: string) => {
      const abort = new AbortController();
      controller.current = abort;
      setProgress(0);
      return exportDeck(recordId, format, { signal: abort.signal, onProgress: setProgress });
    },
    onSuccess: (url) => {
      setProgress(1);
      triggerDownload(url, `${title || 'slides'}.${format}`);
      toast.success(t('started'));
    },
    onError: (error) => {
      if (isAbortError(error)) toast.info(t('cancelled'));
      else if (error instanceof ExportFailedError) toast.error(error.message || t('failed'));
      else if (!isApiError(error) || !error.notified) toast.error(t('failed'));
    },
  });

  const downloadError =
    download.error && !isAbortError(download.error)
      ? download.error.message || t('failed')
      : undefined;

  return {
    download: (recordId: string) => download.mutateAsync(recordId).catch(() => undefined),
    downloading: download.isPending,
    progress,
    downloadError,
    cancel: () => controller.current?.abort(),
  };
}

import {
  ErrorCode,
  IMPORT_MAX_BYTES,
  IMPORT_REFUSAL_MESSAGES,
  errorMessage,
  isBlank,
  sanitizeTopic,
  toCleanText,
} from '@slidecraft/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isAbortError } from '../../../shared/http';
import { toast } from '../../../shared/ui';
import { currentLocale } from '../../../shared/i18n/instance';
import { saveGenerationParams, saveLandingOutline } from '../../generation';
import { importDeck, isPptxFile, type ImportSource } from '../api';
import { showImportFailed } from '../import-failed-dialog';
import { importSource, serverMessage, type ImportedOutline } from '../import-flow';
import { useSteadyProgress } from '../../../shared/useSteadyProgress';
import { useImportTranslation } from '../import-texts';

export type ImportTab = 'file' | 'link';
/** What becomes of a .pptx: the deck as it is (editable), or only its outline. */
export type PptxMode = 'keep' | 'outline';

/**
 * The import dialog: pick a file or paste a share link, import it (with the chat-import
 * fallback), then hand the outline to the workspace as a generated one would be; any failure
 * shows the import-failed dialog. Closing the dialog cancels a running import. The dialog's
 * code holds it: the home page's button only opens it (`open`, `setOpen`).
 */
export function useImport(open: boolean, setOpen: (open: boolean) => void) {
  const { t } = useImportTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<ImportTab>('file');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [pptxMode, setPptxMode] = useState<PptxMode>('keep');
  const [running, setRunning] = useState(false);
  const progress = useSteadyProgress(running);
  const controller = useRef<AbortController | null>(null);

  const close = () => {
    controller.current?.abort();
    setRunning(false);
    setOpen(false);
  };

  /** The workspace reads the params (its header names the import) and the landing outline. */
  const handOff = ({ title, landing }: ImportedOutline) => {
    const topic = sanitizeTopic(toCleanText(title)).trim() || t('button');
    saveGenerationParams({ topic, deep_thinking: false, page_limit: '', preset: false });
    saveLandingOutline(landing);
    setOpen(false);
    void navigate('/workspace');
  };

  const source: ImportSource | null =
    tab === 'file' ? file && { kind: 'file', file } : isBlank(link) ? null : { kind: 'link', link };

  const keepsDeck = tab === 'file' && isPptxFile(file) && pptxMode === 'keep';

  const submit = async () => {
    if (!source || running) return;
    if (source.kind === 'file' && source.file.size > IMPORT_MAX_BYTES) {
      const locale = currentLocale();
      const reason = IMPORT_REFUSAL_MESSAGES.tooLarge[locale];
      await showImportFailed(`${errorMessage(ErrorCode.UNSUPPORTED_FILE, locale)}: ${reason}`);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    try {
      if (keepsDeck && file) {
        const imported = await importDeck(
          source.kind === 'file' ? source.file : null!,
          abort.signal,
        );
        const kept = imported.notes.length;
        toast.success(
          kept > 0
            ? t('importedNotes', { slides: imported.slides, count: kept })
            : t('imported', { slides: imported.slides }),
        );
        setOpen(false);
        void navigate(`/workspace?recordId=${encodeURIComponent(imported.recordId)}`);
        return;
      }
      handOff(await importSource(source, abort.signal));
    } catch (error) {
      if (!isAbortError(error)) void showImportFailed(serverMessage(error));
    } finally {
      if (controller.current === abort) setRunning(false);
    }
  };

  return {
    open,
    close,
    tab,
    setTab,
    file,
    setFile,
    link,
    setLink,
    running,
    progress,
    /** A .pptx is chosen: the form asks whether to keep it as it is. */
    pptx: tab === 'file' && isPptxFile(file),
    pptxMode,
    setPptxMode,
    keepsDeck,
    canSubmit: source !== null && !running,
    submit,
  };
}

import {
  BRAND_THEME_NAME_MAX,
  ErrorCode,
  IMPORT_MAX_BYTES,
  IMPORT_REFUSAL_MESSAGES,
  charLength,
  errorMessage,
  isCleanText,
} from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError, isAbortError } from '../../../shared/http';
import { currentLocale } from '../../../shared/i18n/instance';
import { toast } from '../../../shared/ui';
import { useSteadyProgress } from '../../../shared/useSteadyProgress';
import { fetchMyTeam, teamKeys } from '../../team/api';
import { useForgetThemes } from '../hooks/useThemes';
import { nameFromFile, uploadBrandTheme } from './api';
import { useThemesTranslation } from '../themes-texts';

export type BrandShare = 'me' | 'team';

/**
 * The upload form of a company template: the file (its size checked here, before sending),
 * a name prefilled from the file's, and, in a team, whether the team shares it. A 5403 shows
 * the server's message in the form; on success the picker's list is dropped and asked again.
 * Closing the form cancels a running upload.
 */
export function useBrandUpload(userId: string) {
  const { t } = useThemesTranslation();
  const forgetThemes = useForgetThemes();
  const [open, setOpen] = useState(false);
  // The team is asked for once the form opens (the picker alone does not need it).
  const team = useQuery({
    queryKey: teamKeys.mine(userId),
    queryFn: ({ signal }) => fetchMyTeam(signal),
    enabled: open,
  });
  const teamId = team.data?.team?.id;
  const [file, setFileValue] = useState<File | null>(null);
  const [name, setNameValue] = useState('');
  const [share, setShare] = useState<BrandShare>('me');
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [running, setRunning] = useState(false);
  const progress = useSteadyProgress(running);
  const controller = useRef<AbortController | null>(null);

  const show = () => {
    setFileValue(null);
    setNameValue('');
    setShare('me');
    setNameError(undefined);
    setFailure(undefined);
    setOpen(true);
  };
  const close = () => {
    controller.current?.abort();
    setRunning(false);
    setOpen(false);
  };

  const setFile = (next: File) => {
    setFileValue(next);
    setFailure(undefined);
    // The file's name is a good start; a name the user typed is kept.
    const suggested = file ? nameFromFile(file.name) : '';
    if (!name.trim() || name === suggested) setNameValue(nameFromFile(next.name));
  };
  const setName = (value: string) => {
    setNameValue(value);
    setNameError(undefined);
  };

  /** The name's problem, if any: trimmed, 1..BRAND_THEME_NAME_MAX characters, no control ones. */
  const nameProblem = (): string | undefined => {
    const trimmed = name.trim();
    if (!trimmed) return t('brand.nameEmpty');
    if (charLength(trimmed) > BRAND_THEME_NAME_MAX)
      return t('brand.nameLength', { max: BRAND_THEME_NAME_MAX });
    return isCleanText(trimmed) ? undefined : t('brand.nameInvalid');
  };

  const submit = async () => {
    if (!file || running) return;
    const problem = nameProblem();
    setNameError(problem);
    if (problem) return;
    if (file.size > IMPORT_MAX_BYTES) {
      const locale = currentLocale();
      const reason = IMPORT_REFUSAL_MESSAGES.tooLarge[locale];
      setFailure(`${errorMessage(ErrorCode.UNSUPPORTED_FILE, locale)}: ${reason}`);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setFailure(undefined);
    setRunning(true);
    try {
      const sharedWith = share === 'team' ? teamId : undefined;
      await uploadBrandTheme({ file, name, teamId: sharedWith }, abort.signal);
      forgetThemes();
      toast.success(t('brand.uploaded', { name: name.trim() }));
      setOpen(false);
    } catch (error) {
      if (isAbortError(error)) return;
      // Others (5412's dialog, 5107's toast) were already shown by the client.
      if (isApiError(error) && error.code === ErrorCode.UNSUPPORTED_FILE) setFailure(error.message);
    } finally {
      if (controller.current === abort) setRunning(false);
    }
  };

  return {
    open,
    show,
    close,
    file,
    setFile,
    name,
    setName,
    nameError,
    share,
    setShare,
    /** The caller is in a team: the form asks whether to share it there. */
    canShare: teamId !== undefined,
    failure,
    running,
    progress,
    canSubmit: file !== null && !running,
    submit,
  };
}

export type BrandUploadState = ReturnType<typeof useBrandUpload>;

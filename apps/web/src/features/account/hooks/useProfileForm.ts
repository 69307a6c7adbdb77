import { USER_NAME_MAX_LENGTH, UserNameSchema, type UserInfo } from '@slidecraft/contract';
import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { toast } from '../../../shared/ui';
import { updateProfile } from '../api';
import { AVATAR_MAX_MB, avatarProblem } from '../avatar-file';
import { useRefreshUser } from './useRefreshUser';
import { useAccountTranslation } from '../account-texts';

/** Avatar upload and name edit (the profile change, multipart). */
export function useProfileForm(user: UserInfo) {
  const { t } = useAccountTranslation();
  const refreshUser = useRefreshUser();
  const [name, setNameValue] = useState(user.name);
  const [nameError, setNameError] = useState<string>();
  const [savingName, setSavingName] = useState(false);
  const [uploading, setUploading] = useState(false);

  const setName = (value: string) => {
    setNameValue(value);
    setNameError(undefined);
  };

  const nameProblem = (): string | undefined => {
    const trimmed = name.trim();
    if (trimmed.length === 0) return t('profile.nameEmpty');
    if ([...trimmed].length > USER_NAME_MAX_LENGTH) {
      return t('profile.nameLength', { max: USER_NAME_MAX_LENGTH });
    }
    return UserNameSchema.safeParse(trimmed).success ? undefined : t('profile.nameInvalid');
  };

  const saveName = async () => {
    const problem = nameProblem();
    setNameError(problem);
    if (problem) return;
    setSavingName(true);
    try {
      await updateProfile({ name: name.trim() });
      toast.success(t('profile.nameSuccess'));
      await refreshUser();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSavingName(false);
    }
  };

  /** Checks the file on the client first: a wrong type or an oversized file is never sent. */
  const uploadAvatar = async (file: File) => {
    const problem = avatarProblem(file);
    if (problem === 'type') return toast.error(t('profile.avatarType'));
    if (problem === 'size') return toast.error(t('profile.avatarSize', { size: AVATAR_MAX_MB }));
    setUploading(true);
    try {
      await updateProfile({ avatar: file });
      toast.success(t('profile.avatarSuccess'));
      await refreshUser();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setUploading(false);
    }
  };

  return {
    name,
    setName,
    nameError,
    savingName,
    canSaveName: name.trim() !== user.name && name.trim().length > 0,
    saveName,
    uploading,
    uploadAvatar,
  };
}

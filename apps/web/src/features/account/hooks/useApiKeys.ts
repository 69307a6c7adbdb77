import {
  API_KEY_NAME_MAX,
  API_KEY_SHOWN,
  ErrorCode,
  charLength,
  isCleanText,
  openApi,
  type ApiKeyCreated,
  type ApiKeyItem,
} from '@slidecraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, routeKey } from '../../../shared/http';
import { i18n } from '../../../shared/i18n/instance';
import { confirmDialog, toast } from '../../../shared/ui';
import { createApiKey, fetchApiKeys, revokeApiKey } from '../api';
import { useAccountTranslation } from '../account-texts';

/** The list's query key: per user, so another account signed in here never sees these keys. */
export const apiKeysKey = (userId: string) => [...routeKey(openApi.listKeys), userId] as const;

/**
 * The API keys of the account settings: the live keys (never the keys themselves), a key's
 * revocation after a confirmation, and the key just made, held in this component's state only
 * (never in the query cache): once `dismiss`ed, or the settings closed, it is gone.
 */
export function useApiKeys(userId: string) {
  const { t } = useAccountTranslation();
  const client = useQueryClient();
  const key = apiKeysKey(userId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchApiKeys(signal),
    // Each opening shows the keys as they are now (last used dates change with every call).
    staleTime: 0,
    retry: false,
  });
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<string>();

  const setItems = (change: (items: ApiKeyItem[]) => ApiKeyItem[]) =>
    client.setQueryData<ApiKeyItem[]>(key, (items) => items && change(items));
  const refresh = () => client.invalidateQueries({ queryKey: key });

  const onCreated = (answer: ApiKeyCreated) => {
    setCreated(answer);
    const { id, name, createdAt } = answer;
    const prefix = answer.key.slice(0, API_KEY_SHOWN);
    setItems((items) => [{ id, name, prefix, createdAt, lastUsedAt: null }, ...items]);
    void refresh();
  };

  const revoke = async (item: ApiKeyItem) => {
    const choice = await confirmDialog({
      title: t('apiKeys.revokeTitle', { name: item.name }),
      content: t('apiKeys.revokeContent'),
      okText: t('apiKeys.revokeOk'),
      okType: 'danger',
      focus: 'cancel',
    });
    if (choice !== 'ok') return;
    setRevoking(item.id);
    try {
      await revokeApiKey(item.id);
      toast.success(t('apiKeys.revoked'));
      setItems((items) => items.filter((other) => other.id !== item.id));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // 404: revoked meanwhile (another tab); the list is read again below either way.
    } finally {
      setRevoking(undefined);
      void refresh();
    }
  };

  const error = list.error
    ? isApiError(list.error)
      ? list.error.message
      : i18n.t('common:http.serverBusy')
    : undefined;

  return {
    items: list.data ?? [],
    loading: list.isPending,
    error,
    reload: () => void list.refetch(),
    reloading: list.isFetching,
    created,
    onCreated,
    dismissCreated: () => setCreated(null),
    revoke,
    revoking,
  };
}

/**
 * The form that makes a key: its name, checked here first; at the cap of live keys (5412) the
 * server's message is shown in the form, other failures are toasted by the client.
 */
export function useApiKeyForm(onCreated: (answer: ApiKeyCreated) => void) {
  const { t } = useAccountTranslation();
  const [name, setNameValue] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [blocked, setBlocked] = useState<string>();

  const setName = (value: string) => {
    setNameValue(value);
    setNameError(undefined);
    setBlocked(undefined);
  };

  /** The name's problem, if any: trimmed, 1..API_KEY_NAME_MAX characters, no control ones. */
  const nameProblem = (): string | undefined => {
    const trimmed = name.trim();
    if (trimmed.length === 0) return t('apiKeys.nameEmpty');
    if (charLength(trimmed) > API_KEY_NAME_MAX) {
      return t('apiKeys.nameLength', { max: API_KEY_NAME_MAX });
    }
    return isCleanText(trimmed) ? undefined : t('apiKeys.nameInvalid');
  };

  const submit = async () => {
    const problem = nameProblem();
    setNameError(problem);
    if (problem) return;
    try {
      onCreated(await createApiKey(name.trim()));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === ErrorCode.PROJECT_COUNT_LIMIT) setBlocked(error.message);
    }
  };

  return { name, setName, nameError, blocked, canSubmit: name.trim().length > 0, submit };
}

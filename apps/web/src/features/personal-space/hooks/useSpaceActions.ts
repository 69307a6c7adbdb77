import { TRASH_DAYS, type SpaceItem } from '@slidecraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmDialog, toast } from '../../../shared/ui';
import { copyDeck, destroyDeck, recoverDeck, renameDeck, trashDeck } from '../api';
import { spaceKey } from './useSpaceList';
import { usePersonalSpaceTranslation } from '../personal-space-texts';

/**
 * What a card can do to its deck: rename, copy, move to the trash, recover, destroy (after a
 * confirm). Each tells the result in a toast (failures are reported by the http client) and
 * fetches the lists again. Each resolves true when the server did it.
 */
export function useSpaceActions() {
  const { t } = usePersonalSpaceTranslation();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: spaceKey });
  const rename = useMutation({
    mutationFn: ({ recordId, title }: { recordId: string; title: string }) =>
      renameDeck(recordId, title),
    onSettled: refresh,
  });
  const copy = useMutation({ mutationFn: copyDeck, onSettled: refresh });
  const remove = useMutation({ mutationFn: trashDeck, onSettled: refresh });
  const recover = useMutation({ mutationFn: recoverDeck, onSettled: refresh });
  const destroy = useMutation({ mutationFn: destroyDeck, onSettled: refresh });

  const done = (promise: Promise<unknown>, text: string) =>
    promise.then(
      () => {
        toast.success(text);
        return true;
      },
      () => false,
    );

  return {
    rename: (item: SpaceItem, title: string) =>
      done(rename.mutateAsync({ recordId: item.recordId, title }), t('rename.done')),
    copy: (item: SpaceItem) => done(copy.mutateAsync(item.recordId), t('copied')),
    remove: (item: SpaceItem) =>
      done(remove.mutateAsync(item.recordId), t('removed', { days: TRASH_DAYS })),
    recover: (item: SpaceItem) => done(recover.mutateAsync(item.recordId), t('recovered')),
    destroy: async (item: SpaceItem) => {
      const choice = await confirmDialog({
        title: t('destroyConfirm', { title: item.title }),
        content: t('destroyHint'),
        okText: t('actions.destroy'),
        okType: 'danger',
      });
      if (choice !== 'ok') return false;
      return done(destroy.mutateAsync(item.recordId), t('destroyed'));
    },
    renaming: rename.isPending,
    /** The deck a call is under way for (its card's buttons show it). */
    busy: [copy, remove, recover, destroy].find((m) => m.isPending)?.variables,
  };
}

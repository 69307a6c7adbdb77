import { ORIGINAL_THEME_ID, workspaceApi } from '@slidecraft/contract';
import type { DeckDocument } from '@slidecraft/deck/scene';
import { useQuery } from '@tanstack/react-query';
import { call, routeKey } from '../../../shared/http';

/**
 * Whether the deck restyles (it was made from a .pptx): it says so itself until its first
 * restyle; after that its origin, the import as it came, does (asked once the drawer opens).
 */
export function useRestyles(
  recordId: string,
  deck: DeckDocument,
  recordTheme: string,
  open: boolean,
): boolean {
  const known = !!deck.imported || recordTheme === ORIGINAL_THEME_ID;
  const input = { query: { recordId } };
  const origin = useQuery({
    queryKey: routeKey(workspaceApi.originDoc, input),
    queryFn: ({ signal }) => call(workspaceApi.originDoc, input, { signal, quiet: true }),
    enabled: open && !known,
    staleTime: Infinity,
  });
  const originDeck = origin.data?.deck as { imported?: unknown } | undefined;
  return known || !!originDeck?.imported;
}

import { TEMPLATE_WALL_SIZE, templateApi } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { routeKey } from '../../../shared/http';
import { fetchTemplateContents, type TemplateContentsQuery } from '../api';

/** Size of the template listing behind the login wall (spec section 9). */
export const TEMPLATE_LIST_SIZE = TEMPLATE_WALL_SIZE;

/** One page of the template centre, cached for a few minutes. */
export function useTemplateContents(
  query: TemplateContentsQuery = { size: TEMPLATE_LIST_SIZE, type: 'template' },
) {
  return useQuery({
    queryKey: routeKey(templateApi.templateContents, { query }),
    queryFn: ({ signal }) => fetchTemplateContents(query, signal),
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { fetchTemplateContents, type TemplateContentsQuery } from '../api';

/** Size of the template listing behind the login wall and the theme picker (spec section 9). */
export const TEMPLATE_LIST_SIZE = 50;

/** One page of the template centre, cached for a few minutes (themes change rarely). */
export function useTemplateContents(query: TemplateContentsQuery = { size: TEMPLATE_LIST_SIZE }) {
  return useQuery({
    queryKey: ['template-center', 'contents', query],
    queryFn: ({ signal }) => fetchTemplateContents(query, signal),
    staleTime: 5 * 60_000,
  });
}

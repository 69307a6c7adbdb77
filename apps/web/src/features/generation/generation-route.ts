import type { GenerationParams } from '@slidecraft/contract';

/**
 * The generation routing rule of spec section 4: a topic that is exactly one of the suggested
 * topics the box showed (chips or dropdown), with no option set (deep thinking off, smart page
 * count, no web search), goes to the preset stream of that topic; anything else to the custom stream. The page
 * count counts as an option because a preset outline has a fixed length.
 */
export function isPresetRoute(
  params: Pick<GenerationParams, 'topic' | 'deep_thinking' | 'page_limit' | 'web_search'>,
  isSuggested: (topic: string) => boolean,
): boolean {
  return (
    !params.deep_thinking &&
    !params.web_search &&
    params.page_limit === '' &&
    isSuggested(params.topic)
  );
}

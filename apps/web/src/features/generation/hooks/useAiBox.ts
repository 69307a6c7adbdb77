import { isBlank, sanitizeTopic, toCleanText, type PageLimit } from '@slidecraft/contract';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useRequireLogin } from '../../auth';
import { isPresetRoute } from '../generation-route';
import { loadGenerationParams, saveGenerationParams } from '../params-store';
import { useSuggestedTopics } from './useSuggestedTopics';
import { useWebSearchOffered } from './useWebSearchOffered';
import { useTopicSuggestions } from './useTopicSuggestions';

/** Keys that never submit: Shift+Enter (new line) and Enter while an IME is composing. */
function isSubmitKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  return !event.nativeEvent.isComposing && event.keyCode !== 229;
}

/**
 * The home AI box: topic (with suggestions and topic chips), deep thinking, web search (when the
 * server offers it), page count; submit
 * stores them with the route of spec section 4 (preset or custom stream) and opens /workspace.
 */
export function useAiBox() {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [initial] = useState(loadGenerationParams);
  const [topic, setTopic] = useState(initial?.topic ?? '');
  const [deepThinking, setDeepThinking] = useState(initial?.deep_thinking ?? false);
  // Offered only when the server has a search provider; off again once it has none.
  const webSearchOffered = useWebSearchOffered();
  const [webSearchOn, setWebSearch] = useState(initial?.web_search ?? false);
  const webSearch = webSearchOffered && webSearchOn;
  const [pageLimit, setPageLimit] = useState<PageLimit>(initial?.page_limit ?? '');
  const chips = useSuggestedTopics();
  const suggestions = useTopicSuggestions(topic);
  const canSubmit = !isBlank(topic);

  /** A suggested topic taken from the dropdown or a chip: it replaces the text as is. */
  const choose = (value: string) => {
    suggestions.settle(value);
    setTopic(value);
  };

  const submit = () => {
    if (!canSubmit) return;
    const params = {
      topic: topic.trim(),
      deep_thinking: deepThinking,
      page_limit: pageLimit,
      ...(webSearch ? { web_search: true } : {}),
    };
    const preset = isPresetRoute(
      params,
      (candidate) => chips.topics.includes(candidate) || suggestions.wasSuggested(candidate),
    );
    saveGenerationParams({ ...params, preset });
    requireLogin(() => navigate('/workspace'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const used = suggestions.onKeyDown(event);
    if (typeof used === 'string') setTopic(used);
    if (used !== false || !isSubmitKey(event)) return;
    event.preventDefault();
    submit();
  };

  return {
    topic,
    setTopic: (raw: string) => setTopic(sanitizeTopic(toCleanText(raw))),
    deepThinking,
    toggleDeepThinking: () => setDeepThinking((on) => !on),
    webSearchOffered,
    webSearch,
    toggleWebSearch: () => setWebSearch((on) => !on),
    pageLimit,
    setPageLimit,
    canSubmit,
    submit,
    onKeyDown,
    choose,
    suggestions,
    chips,
  };
}

import { isBlank, sanitizeTopic, toCleanText, type PageLimit } from '@slidecraft/contract';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useRequireLogin } from '../../auth';
import { loadGenerationParams, saveGenerationParams } from '../params-store';

/** Keys that never submit: Shift+Enter (new line) and Enter while an IME is composing. */
function isSubmitKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  return !event.nativeEvent.isComposing && event.keyCode !== 229;
}

/** The home AI box: topic, deep thinking, page count; submit stores them and opens /workspace. */
export function useAiBox() {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [initial] = useState(loadGenerationParams);
  const [topic, setTopic] = useState(initial?.topic ?? '');
  const [deepThinking, setDeepThinking] = useState(initial?.deep_thinking ?? false);
  const [pageLimit, setPageLimit] = useState<PageLimit>(initial?.page_limit ?? '');
  const canSubmit = !isBlank(topic);

  const submit = () => {
    if (!canSubmit) return;
    saveGenerationParams({
      topic: topic.trim(),
      deep_thinking: deepThinking,
      page_limit: pageLimit,
    });
    requireLogin(() => navigate('/workspace'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSubmitKey(event)) return;
    event.preventDefault();
    submit();
  };

  return {
    topic,
    setTopic: (raw: string) => setTopic(sanitizeTopic(toCleanText(raw))),
    deepThinking,
    toggleDeepThinking: () => setDeepThinking((on) => !on),
    pageLimit,
    setPageLimit,
    canSubmit,
    submit,
    onKeyDown,
  };
}

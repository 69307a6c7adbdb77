import { BulbOutlined, GlobalOutlined, SendOutlined } from '@ant-design/icons';
import { TOPIC_MAX_LENGTH, charLength } from '@slidecraft/contract';
import { Button } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoSizeTextArea } from '../../../shared/ui';
import { useAiBox } from '../hooks/useAiBox';
import { AiRateLine } from '../../membership';
import { PageLimitSelect } from './PageLimitSelect';
import { TopicChips } from './TopicChips';
import { TopicSuggestions } from './TopicSuggestions';

/**
 * The home AI box: topic with suggestions, deep thinking, web search (when offered), page count,
 * AI points and submit;
 * `extra` goes with the options (the route adds the file / share-link import there).
 * `onFirstUse` runs once, when the topic box is first focused or typed in: the route starts
 * loading the generation flow's code there, so that sending does not wait for it.
 */
export function AiBox({ extra, onFirstUse }: { extra?: ReactNode; onFirstUse?: () => void }) {
  const { t } = useTranslation('generation');
  const box = useAiBox();
  const { suggestions } = box;
  const used = useRef(false);
  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    onFirstUse?.();
  };
  return (
    <div className="sc-ai-box-area">
      <div className="sc-ai-box">
        <AutoSizeTextArea
          value={box.topic}
          onChange={(event) => {
            firstUse();
            box.setTopic(event.target.value);
          }}
          onKeyDown={box.onKeyDown}
          onFocus={() => {
            firstUse();
            suggestions.onFocus();
          }}
          onBlur={suggestions.onBlur}
          placeholder={t('box.placeholder')}
          minRows={3}
          maxRows={8}
          count={{ max: TOPIC_MAX_LENGTH, length: charLength }}
          aria-label={t('box.placeholder')}
          aria-expanded={suggestions.open}
          data-testid="topic-input"
        />
        <div className="sc-ai-box-bar">
          <div className="sc-ai-box-options">
            <Button
              shape="round"
              icon={<BulbOutlined />}
              type={box.deepThinking ? 'primary' : 'default'}
              aria-pressed={box.deepThinking}
              onClick={box.toggleDeepThinking}
              data-testid="deep-thinking"
            >
              {t('box.deepThinking')}
            </Button>
            {box.webSearchOffered && (
              <Button
                shape="round"
                icon={<GlobalOutlined />}
                type={box.webSearch ? 'primary' : 'default'}
                aria-pressed={box.webSearch}
                onClick={box.toggleWebSearch}
                title={t('box.webSearchHint')}
                data-testid="web-search"
              >
                {t('box.webSearch')}
              </Button>
            )}
            <PageLimitSelect value={box.pageLimit} onChange={box.setPageLimit} />
            {extra}
            <AiRateLine />
          </div>
          <span className="sc-hint" data-hint={t('box.enterHint')}>
            <Button
              type="primary"
              shape="circle"
              size="large"
              icon={<SendOutlined />}
              disabled={!box.canSubmit}
              onClick={box.submit}
              aria-label={t('box.submit')}
              data-testid="topic-submit"
            />
          </span>
        </div>
        {/* Below the box, over the chips: the options and the send button stay clickable. */}
        {suggestions.open && (
          <TopicSuggestions
            items={suggestions.items}
            active={suggestions.active}
            onPick={box.choose}
          />
        )}
      </div>
      <TopicChips
        topics={box.chips.topics}
        refreshing={box.chips.refreshing}
        onPick={box.choose}
        onRefresh={box.chips.refresh}
      />
    </div>
  );
}

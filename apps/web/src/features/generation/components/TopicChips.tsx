import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Curated topics under the home box; a click puts the topic in the box (it does not submit). */
export function TopicChips({
  topics,
  refreshing,
  onPick,
  onRefresh,
}: {
  topics: string[];
  refreshing: boolean;
  onPick: (topic: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('generation');
  if (topics.length === 0) return null;
  return (
    <div className="sc-topic-chips" data-testid="topic-chips">
      <span className="sc-topic-chips-label">{t('box.tryTopics')}</span>
      {topics.map((topic) => (
        <Button key={topic} size="small" shape="round" onClick={() => onPick(topic)}>
          {topic}
        </Button>
      ))}
      <Button
        size="small"
        type="text"
        icon={<SyncOutlined spin={refreshing} />}
        onClick={onRefresh}
        data-testid="topic-chips-refresh"
      >
        {t('box.moreTopics')}
      </Button>
    </div>
  );
}

import { BulbOutlined, SendOutlined } from '@ant-design/icons';
import { TOPIC_MAX_LENGTH, charLength } from '@slidecraft/contract';
import { Button, Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAiBox } from '../hooks/useAiBox';
import { PageLimitSelect } from './PageLimitSelect';

/** The home AI box: topic, deep thinking, page count and submit. */
export function AiBox() {
  const { t } = useTranslation('generation');
  const box = useAiBox();
  return (
    <div className="sc-ai-box">
      <Input.TextArea
        value={box.topic}
        onChange={(event) => box.setTopic(event.target.value)}
        onKeyDown={box.onKeyDown}
        placeholder={t('box.placeholder')}
        autoSize={{ minRows: 3, maxRows: 8 }}
        variant="borderless"
        count={{ show: true, max: TOPIC_MAX_LENGTH, strategy: charLength }}
        aria-label={t('box.placeholder')}
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
          <PageLimitSelect value={box.pageLimit} onChange={box.setPageLimit} />
        </div>
        <Tooltip title={t('box.enterHint')}>
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
        </Tooltip>
      </div>
    </div>
  );
}

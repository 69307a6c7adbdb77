import {
  TOPIC_MAX_LENGTH,
  charLength,
  isBlank,
  sanitizeTopic,
  toCleanText,
} from '@slidecraft/contract';
import { Input, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { PrimaryButton, ResponsiveDialog } from '../../../shared/ui';
import { useRequireLogin } from '../../auth';
import { saveGenerationParams } from '../../generation/params-store';
import { useTemplatesTranslation } from '../templates-texts';

/**
 * 'AI 生成同款': a topic (1 to 1000 characters), then the workspace writes its outline and
 * generates the deck in the template's theme. The params go to the workspace as the home box
 * hands them over (with the theme stored next to them).
 */
export function AiSameDialog(props: {
  open: boolean;
  desktop: boolean;
  onClose: () => void;
  themeId: string;
  themeName: string;
  initialTopic: string;
}) {
  const { t } = useTemplatesTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [topic, setTopic] = useState(props.initialTopic);
  const canStart = !isBlank(topic);

  const start = () => {
    if (!canStart) return;
    const params = { topic: topic.trim(), deep_thinking: false, page_limit: '' as const };
    if (!saveGenerationParams({ ...params, preset: false }, props.themeId)) return;
    requireLogin(() => navigate('/workspace'));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    start();
  };

  return (
    <ResponsiveDialog
      open={props.open}
      desktop={props.desktop}
      onClose={props.onClose}
      title={t('ai.title')}
      width={520}
      name="sc-tpl-ai"
    >
      <div className="sc-tpl-ai" data-testid="template-ai-dialog">
        <Typography.Paragraph type="secondary">
          {t('ai.hint', { theme: props.themeName })}
        </Typography.Paragraph>
        <Input.TextArea
          className="sc-tpl-ai-topic"
          value={topic}
          onChange={(event) => setTopic(sanitizeTopic(toCleanText(event.target.value)))}
          onKeyDown={onKeyDown}
          placeholder={t('ai.placeholder')}
          aria-label={t('ai.placeholder')}
          autoSize={{ minRows: 3, maxRows: 8 }}
          count={{ show: true, max: TOPIC_MAX_LENGTH, strategy: charLength }}
          autoFocus
          data-testid="template-ai-topic"
        />
        <PrimaryButton
          block
          size="large"
          disabled={!canStart}
          onClick={start}
          data-testid="template-ai-start"
        >
          {t('ai.start')}
        </PrimaryButton>
      </div>
    </ResponsiveDialog>
  );
}

import { OUTLINE_HEADING_MAX, splitSubTitle } from '@slidecraft/contract';
import { Col, Form, Row, Typography } from 'antd';
import { CommitInput, CommitTextArea } from './CommitInput';
import { titleOf } from './outline-ops';
import type { OutlineEditorState } from './useOutlineEditor';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

/**
 * The deck title and what the cover shows under it: subtitle lines and the note (author and
 * date). Each field is its own draft, handed to the outline when it loses focus; a field is
 * keyed by its value so that undo shows the restored text.
 */
export function DeckTitleFields({ editor }: { editor: OutlineEditorState }) {
  const { t } = useGenerationFlowTranslation();
  const title = titleOf(editor.outline);
  const subtitle = splitSubTitle(title.subTitle).join('\n');
  const [author = '', date = ''] = title.note ?? [];

  return (
    <div className="sc-deck-title">
      <Typography.Title
        level={3}
        className="sc-outline-heading"
        data-testid="outline-title"
        editable={{
          text: title.title,
          maxLength: OUTLINE_HEADING_MAX,
          tooltip: t('editor.renameTitle'),
          onChange: (value) => editor.rename(title.id, value),
          triggerType: ['icon', 'text'],
        }}
      >
        {title.title}
      </Typography.Title>
      <Form layout="vertical" component="div" className="sc-deck-title-form">
        <Form.Item
          label={t('editor.subtitle')}
          htmlFor="sc-deck-subtitle"
          extra={t('editor.subtitleHint')}
        >
          <CommitTextArea
            key={subtitle}
            id="sc-deck-subtitle"
            value={subtitle}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onCommit={(value) => editor.setSubTitle(value.split('\n'))}
            data-testid="deck-subtitle-input"
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={14}>
            <Form.Item label={t('editor.author')} htmlFor="sc-deck-author">
              <CommitInput
                key={author}
                id="sc-deck-author"
                value={author}
                maxLength={OUTLINE_HEADING_MAX}
                onCommit={(value) => editor.setNote(value, date)}
                data-testid="deck-author-input"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item label={t('editor.date')} htmlFor="sc-deck-date">
              <CommitInput
                key={date}
                id="sc-deck-date"
                value={date}
                placeholder="YYYY-MM-DD"
                maxLength={40}
                onCommit={(value) => editor.setNote(author, value)}
                data-testid="deck-date-input"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </div>
  );
}

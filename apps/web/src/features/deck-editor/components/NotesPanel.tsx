import { Input } from 'antd';
import { memo } from 'react';
import { useEditorTranslation } from '../editor-texts';

/** The selected slide's speaker notes (plain text; written into the PPTX notes page). */
export const NotesPanel = memo(function NotesPanel({
  notes,
  onChange,
}: {
  notes: string;
  onChange: (notes: string) => void;
}) {
  const { t } = useEditorTranslation();
  return (
    <label className="sc-ed-notes">
      <span className="sc-ed-notes-label">{t('notes.label')}</span>
      <Input.TextArea
        value={notes}
        placeholder={t('notes.placeholder')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={20_000}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.stopPropagation()}
        data-testid="slide-notes"
      />
    </label>
  );
});

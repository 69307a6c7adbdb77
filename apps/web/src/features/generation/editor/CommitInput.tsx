import { Input, type GetProps, type InputProps } from 'antd';
import { useState, type KeyboardEvent } from 'react';

interface CommitProps {
  /** The committed value; remount (key) the field when it changes from outside. */
  value: string;
  onCommit: (value: string) => void;
  /** Escape also ends editing (in-place titles). */
  onCancel?: () => void;
}

/**
 * A text field that edits a draft and hands it over on Enter or when it loses focus; Escape
 * restores the committed value. Keys never reach a surrounding tree, whose own keys (arrows,
 * Enter, Space) would otherwise act while typing.
 */
export function CommitInput({
  value,
  onCommit,
  onCancel,
  ...rest
}: CommitProps & Omit<InputProps, 'value' | 'onChange'>) {
  const [draft, setDraft] = useState(value);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onCommit(draft);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(value);
      onCancel?.();
    }
  };
  return (
    <Input
      {...rest}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => onCommit(draft)}
    />
  );
}

/** The multi-line variant: one line per row; committed when it loses focus. */
export function CommitTextArea({
  value,
  onCommit,
  ...rest
}: CommitProps & Omit<GetProps<typeof Input.TextArea>, 'value' | 'onChange'>) {
  const [draft, setDraft] = useState(value);
  return (
    <Input.TextArea
      {...rest}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => event.stopPropagation()}
      onBlur={() => onCommit(draft)}
    />
  );
}

import { Input, type InputProps } from 'antd';

/** A plain text input with the app's defaults (clear button, no autocomplete surprises). */
export function TextInput(props: InputProps) {
  return <Input allowClear autoComplete="off" {...props} />;
}

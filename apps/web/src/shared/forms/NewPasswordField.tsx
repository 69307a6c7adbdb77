import { PASSWORD_MAX_LENGTH } from '@slidecraft/contract';
import { Form } from 'antd';
import { PasswordInput } from '../ui';
import { statusOf } from './useFieldErrors';

/** The new password row of the forms that set one (password reset, the account's password). */
export function NewPasswordField({
  form,
  placeholder,
}: {
  form: {
    password: string;
    setPassword: (password: string) => void;
    errors: { password?: string };
  };
  placeholder: string;
}) {
  return (
    <Form.Item validateStatus={statusOf(form.errors.password)} help={form.errors.password}>
      <PasswordInput
        value={form.password}
        onChange={(event) => form.setPassword(event.target.value)}
        placeholder={placeholder}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        data-testid="password-input"
      />
    </Form.Item>
  );
}

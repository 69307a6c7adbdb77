import { DEFAULT_PHONE_PREFIX, joinPhone, splitPhone } from '@slidecraft/contract';
import { Input, Space, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';

/** Longest local number accepted by the loose phone rule (spec section 5). */
const LOCAL_MAX_LENGTH = 11;

export interface PhoneInputProps extends Omit<InputProps, 'value' | 'onChange' | 'prefix'> {
  /** The stored form `+86-13800138000`, or '' when empty. */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * Shows the country prefix beside the local part and edits only the local part; every change is
 * reported in the stored form with the prefix re-attached (contract splitPhone / joinPhone).
 */
export function PhoneInput({ value = '', onChange, ...rest }: PhoneInputProps) {
  const { prefix, local } = value ? splitPhone(value) : { prefix: DEFAULT_PHONE_PREFIX, local: '' };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, LOCAL_MAX_LENGTH);
    onChange?.(digits ? joinPhone(digits, prefix) : '');
  };
  return (
    <Space.Compact block>
      <Space.Addon>{prefix}</Space.Addon>
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LOCAL_MAX_LENGTH}
        {...rest}
        value={local}
        onChange={handleChange}
      />
    </Space.Compact>
  );
}

import { Checkbox } from 'antd';
import { AgreementLinks } from './AgreementLinks';

export function AgreementCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      data-testid="agreement-checkbox"
      className="sc-agreement"
    >
      <AgreementLinks i18nKey="agreement.text" />
    </Checkbox>
  );
}

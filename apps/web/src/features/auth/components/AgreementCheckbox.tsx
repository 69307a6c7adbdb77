import { Checkbox } from 'antd';
import { AgreementLinks } from './AgreementLinks';

export function AgreementCheckbox({
  checked,
  onChange,
  huawei = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** lm=h: the Huawei authentication agreement is added. */
  huawei?: boolean;
}) {
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      data-testid="agreement-checkbox"
      className="sc-agreement"
    >
      <AgreementLinks i18nKey={huawei ? 'agreement.textHuawei' : 'agreement.text'} />
    </Checkbox>
  );
}

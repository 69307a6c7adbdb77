import { PAGE_LIMIT_OPTIONS, type PageLimit } from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { PAGE_LIMIT_LABEL_KEY } from '../page-limit';

/**
 * The page-count selector of the home box: a native select (the phone's own picker on mobile,
 * and no select widget code on the home page).
 */
export function PageLimitSelect({
  value,
  onChange,
}: {
  value: PageLimit;
  onChange: (value: PageLimit) => void;
}) {
  const { t } = useTranslation('generation');
  return (
    <select
      className="sc-native-select"
      value={value}
      onChange={(event) => onChange(event.target.value as PageLimit)}
      aria-label={t('box.pageLimit')}
      data-testid="page-limit"
    >
      {PAGE_LIMIT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {t(`box.pages.${PAGE_LIMIT_LABEL_KEY[option]}`)}
        </option>
      ))}
    </select>
  );
}

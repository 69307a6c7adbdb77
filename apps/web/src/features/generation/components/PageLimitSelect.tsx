import { PAGE_LIMIT_OPTIONS, type PageLimit } from '@slidecraft/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_LIMIT_LABEL_KEY } from '../page-limit';

export function PageLimitSelect({
  value,
  onChange,
}: {
  value: PageLimit;
  onChange: (value: PageLimit) => void;
}) {
  const { t } = useTranslation('generation');
  return (
    <Select<PageLimit>
      value={value}
      onChange={onChange}
      aria-label={t('box.pageLimit')}
      data-testid="page-limit"
      popupMatchSelectWidth={false}
      variant="filled"
      options={PAGE_LIMIT_OPTIONS.map((option) => ({
        value: option,
        label: t(`box.pages.${PAGE_LIMIT_LABEL_KEY[option]}`),
      }))}
    />
  );
}

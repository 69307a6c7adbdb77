import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../features/legal';
import { useDocumentTitle } from '../shared/useDocumentTitle';

export default function LegalPrivacyPolicy() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('privacyPolicy.title'));
  return (
    <div className="sc-page sc-page-narrow">
      <LegalDocument id="privacyPolicy" />
    </div>
  );
}

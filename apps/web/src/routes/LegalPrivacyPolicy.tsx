import { LegalDocument, useLegalTranslation } from '../features/legal';
import { useDocumentTitle } from '../shared/useDocumentTitle';

export default function LegalPrivacyPolicy() {
  const { t } = useLegalTranslation();
  useDocumentTitle(t('privacyPolicy.title'));
  return (
    <div className="sc-page sc-page-narrow">
      <LegalDocument id="privacyPolicy" />
    </div>
  );
}

import { LegalDocument, useLegalTranslation } from '../features/legal';
import { useDocumentTitle } from '../shared/useDocumentTitle';

export default function LegalUserAgreement() {
  const { t } = useLegalTranslation();
  useDocumentTitle(t('userAgreement.title'));
  return (
    <div className="sc-page sc-page-narrow">
      <LegalDocument id="userAgreement" />
    </div>
  );
}

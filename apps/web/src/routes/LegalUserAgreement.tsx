import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../features/legal';
import { useDocumentTitle } from '../shared/useDocumentTitle';

export default function LegalUserAgreement() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('userAgreement.title'));
  return (
    <div className="sc-page sc-page-narrow">
      <LegalDocument id="userAgreement" />
    </div>
  );
}

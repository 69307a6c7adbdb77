export { LegalDocument } from './components/LegalDocument';
export { useLegalTranslation } from './legal-texts';

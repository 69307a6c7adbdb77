export { LegalDocument } from './components/LegalDocument';

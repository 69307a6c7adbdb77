import 'i18next';
import type { Resources } from './app/i18n/locale-bundle';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
  }
}

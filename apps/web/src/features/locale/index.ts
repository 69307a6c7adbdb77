export { LangSwitch } from './components/LangSwitch';
export { LangParamSync } from './components/LangParamSync';
export { useLocale } from './hooks/useLocale';
export { antdLocale } from './antd-locale';
export { initialLocale, applyLocale, LANG_PARAM } from './locale-store';

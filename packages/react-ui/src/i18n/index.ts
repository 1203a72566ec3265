export { type UiNamespace, uiEnglish, uiNamespaces } from './catalogue';
export { PostifyI18nProvider, type PostifyI18nProviderProps } from './PostifyI18nProvider';
export { type Copy, formatCopy, useCopy, type Widen } from './useCopy';

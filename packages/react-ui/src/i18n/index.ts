export { type UiNamespace, uiEnglish, uiNamespaces } from './catalogue';
export { formatCopy } from './format';
export { PostifyI18nProvider, type PostifyI18nProviderProps } from './PostifyI18nProvider';
export { type Copy, useCopy, type Widen } from './useCopy';

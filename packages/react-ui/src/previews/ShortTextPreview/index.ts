export { ShortTextPreview } from './ShortTextPreview';

export { PhotoGridPreview } from './PhotoGridPreview';

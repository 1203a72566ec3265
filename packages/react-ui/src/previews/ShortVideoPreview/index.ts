export { ShortVideoPreview } from './ShortVideoPreview';

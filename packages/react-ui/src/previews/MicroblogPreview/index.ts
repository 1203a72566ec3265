export { MicroblogPreview } from './MicroblogPreview';

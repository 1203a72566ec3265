export { VideoChannelPreview } from './VideoChannelPreview';

export {
  type LinkedPreviewAccount,
  type PreviewAccounts,
  previewAccountsOf,
} from './accounts';
export { FeedPreview } from './FeedPreview';
export { MediaCarousel, type MediaCarouselProps, type MediaFit } from './MediaCarousel';
export { MicroblogPreview } from './MicroblogPreview';
export { type ResolvedMedia, resolveMedia } from './media';
export { type PreviewMessages, previewMessages } from './messages';
export { PhotoGridPreview } from './PhotoGridPreview';
export * from './PostPreview';
export { ProfessionalPreview } from './ProfessionalPreview';
export { ShortTextPreview } from './ShortTextPreview';
export { ShortVideoPreview } from './ShortVideoPreview';
export { previewMediaMaxHeight, shortVideoAspectRatio } from './sizes';
export type { NetworkPreviewProps, PreviewAccount, PreviewMedia } from './types';
export { VideoChannelPreview } from './VideoChannelPreview';

export { type PostPreviewMessages, postPreviewMessages } from './messages';
export { type PreviewTab, previewTabs, previewTabsOfPlatforms } from './networks';
export { PostPreview, type PostPreviewProps } from './PostPreview';

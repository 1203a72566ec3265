export { type PostComposerMessages, postComposerMessages } from './messages';
export { PostComposer, type PostComposerProps, type SubmitResult } from './PostComposer';
export { buildTemplatePayload } from './payload';
export type { MediaLibrary, SavedPost, TemplatePayload } from './types';

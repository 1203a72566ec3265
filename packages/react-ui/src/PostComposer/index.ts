export { type PostComposerMessages, postComposerMessages } from './messages';
export { PostComposer, type PostComposerProps, type SaveOutcome, type SubmitResult } from './PostComposer';
export { buildQueueRequest, buildTemplatePayload } from './payload';
export type { MediaLibrary, QueuedPost, QueueRequest, SavedPost, TemplatePayload } from './types';

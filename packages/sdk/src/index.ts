export type { components, operations, paths } from './api.gen';
export {
  type ApiKeyClientOptions,
  type BrowserTokenClientOptions,
  createPostifyClient,
  type PostifyClient,
  type PostifyClientOptions,
  type SessionClientOptions,
  unwrap,
} from './client';
export {
  DEFAULT_ERROR_MESSAGE,
  type ErrorNotice,
  errorMessage,
  errorNotice,
  type FieldViolation,
  isPostifyApiError,
  NETWORK_ERROR_MESSAGE,
  PostifyApiError,
  retryTransientFailure,
} from './errors';
export {
  type AuthMiddlewareOptions,
  authMiddleware,
  MAX_REFRESH_RETRIES,
  REFRESH_TRANSPORT_HEADER,
} from './middleware/auth';
export { envelopeMiddleware } from './middleware/envelope';
export { apiKeyMiddleware, type BrowserTokenGrant, browserTokenMiddleware } from './middleware/partner';
export { PROJECT_HEADER, projectMiddleware } from './middleware/project';
export {
  AUTH_COOKIE_DAYS,
  AUTH_COOKIE_NAME,
  type AuthSession,
  CURRENT_PROJECT_STORAGE_KEY,
  createCookieTokenStore,
  createHttpOnlyRefreshStore,
  createLocalStorageProjectIdStore,
  createMemoryProjectIdStore,
  createMemoryTokenStore,
  type ProjectIdStore,
  type RefreshTransport,
  type TokenStore,
} from './session/stores';
export type { PostifyPaths, Schemas, Unwrapped } from './types';
export {
  DOWNLOAD_FAILED_MESSAGE,
  type SignedUploadOptions,
  type StoredFileLink,
  storedFileAsUpload,
  UPLOAD_FAILED_MESSAGE,
  type UploadProgress,
  uploadToSignedUrl,
} from './upload';

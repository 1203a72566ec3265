export type { components, operations, paths } from './api.gen.js';
export {
  type ApiKeyClientOptions,
  type BrowserTokenClientOptions,
  createPostifyClient,
  type PostifyClient,
  type PostifyClientOptions,
  type SessionClientOptions,
  unwrap,
} from './client.js';
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
} from './errors.js';
export {
  type AuthMiddlewareOptions,
  authMiddleware,
  MAX_REFRESH_RETRIES,
  REFRESH_TRANSPORT_HEADER,
} from './middleware/auth.js';
export { envelopeMiddleware } from './middleware/envelope.js';
export { apiKeyMiddleware, type BrowserTokenGrant, browserTokenMiddleware } from './middleware/partner.js';
export { PROJECT_HEADER, projectMiddleware } from './middleware/project.js';
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
} from './session/stores.js';
export type { PostifyPaths, Schemas, Unwrapped } from './types.js';
export {
  DOWNLOAD_FAILED_MESSAGE,
  type SignedUploadOptions,
  type StoredFileLink,
  storedFileAsUpload,
  UPLOAD_FAILED_MESSAGE,
  type UploadProgress,
  uploadToSignedUrl,
} from './upload.js';

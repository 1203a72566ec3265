import { ApiError, conflict, forbidden, notFound, validationError } from '../http/errors.js';
import { storageMessages as m } from '../messages.js';

/** 403 `FOLDER_PASSWORD_REQUIRED` (never 401: the client would refresh the session). */
export const passwordRequired = (message: string = m.passwordRequired) =>
  new ApiError(403, 'FOLDER_PASSWORD_REQUIRED', message);
/** 400 on `password`: a password in the URL would be written to access logs, proxies and browser history. */
export const passwordInUrl = () => validationError([{ field: 'password', message: m.passwordInUrl }]);
export const folderNotFound = () => notFound(m.folderNotFound);
export const fileNotFound = () => notFound(m.fileNotFound);
export const storageLimitReached = () => new ApiError(409, 'PLAN_LIMIT_REACHED', m.storageLimitReached);
export const typeNotAccepted = (message: string = m.typeNotAccepted) =>
  new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const fileTooLarge = (message: string = m.fileTooLarge) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', message, null, { connection: 'close' });
export const invalidLink = () => forbidden(m.invalidLink);
export const fileNameTaken = () => conflict(m.fileNameTaken);

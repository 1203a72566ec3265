import { formatBytes } from '@postify/sdk/format';
import { checkMediaSelection, sdkMessages } from '@postify/sdk/schemas';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError, type FieldViolation } from '../http/errors.js';
import { postMessages } from '../messages.js';
import type { FormFile } from './multipart.js';

/** The kinds of media a post may carry. */
export type PostMediaKind = 'image' | 'video';

/** A new media file whose content was checked: its type is the sniffed one, never only the declared one. */
export interface CheckedUpload {
  fileName: string;
  contentType: string;
  kind: PostMediaKind;
  bytes: Uint8Array;
}

/** Per-kind size limits of post media, in bytes. */
export interface MediaLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
}

const unsupported = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', sdkMessages.mediaUnsupportedType);

/**
 * Sniffs every uploaded file: only content that is really an image or a video is accepted (415
 * otherwise, whatever the declared type or the extension say), each within its kind's size (413).
 */
export async function checkUploads(
  files: readonly FormFile[],
  limits: MediaLimits,
): Promise<CheckedUpload[]> {
  const checked: CheckedUpload[] = [];
  for (const file of files) {
    const declared = file.declaredType.toLowerCase();
    if (
      !declared.startsWith('image/') &&
      !declared.startsWith('video/') &&
      declared !== 'application/octet-stream'
    )
      throw unsupported();
    const detected = await fileTypeFromBuffer(file.bytes);
    const kind = detected?.mime.split('/')[0];
    if (!detected || (kind !== 'image' && kind !== 'video')) throw unsupported();
    const limit = kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
    if (file.bytes.length > limit) {
      const template = kind === 'image' ? postMessages.imageTooLarge : postMessages.videoTooLarge;
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', template.replace('{limit}', formatBytes(limit)));
    }
    checked.push({
      fileName: file.fileName || `midia.${detected.ext}`,
      contentType: detected.mime,
      kind,
      bytes: file.bytes,
    });
  }
  return checked;
}

/** The composer's media rules (one video, at most 15 images, never mixed) over the post's final media. */
export function mediaViolations(contentTypes: readonly string[]): FieldViolation[] {
  const result = checkMediaSelection(
    [],
    contentTypes.map((type) => ({ type })),
  );
  return result.ok ? [] : [{ field: 'media', message: result.error }];
}

/** The kind of a stored media's content type. */
export const kindOf = (contentType: string): PostMediaKind =>
  contentType.startsWith('video/') ? 'video' : 'image';

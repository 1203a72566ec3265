import multipart from '@fastify/multipart';
import { sdkMessages } from '@postify/sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest, validationError } from '../http/errors.js';
import { messages, postMessages } from '../messages.js';

/** One file part of a post form, read into memory (post media are bounded by the configured limits). */
export interface FormFile {
  fieldName: string;
  fileName: string;
  declaredType: string;
  bytes: Buffer;
}

/** A multipart form: every text field's values by name, and the file parts in order. */
export interface MultipartForm {
  fields: Map<string, string[]>;
  files: FormFile[];
}

/** Limits applied while reading a post form. */
export interface FormLimits {
  /** Largest single file part, in bytes (413 above it). */
  maxFileBytes: number;
  /** All file parts together, in bytes (413 above it): bounds the memory one request may take. */
  maxTotalBytes: number;
  /** File parts read at most; more answer 400 with the media rule's message. */
  maxFiles: number;
}

/** Lets the post calls read `multipart/form-data` bodies (nothing is parsed until a handler asks). */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
}

/** The first value of a text field, or undefined when the form does not have it. */
export function fieldOf(form: MultipartForm, name: string): string | undefined {
  return form.fields.get(name)?.[0];
}

/**
 * Reads the whole form: text fields (at most 256 KiB each — a Facebook caption may reach 63,206
 * characters of up to 4 bytes — and 500 of them) and file parts. A body that is
 * not multipart answers 415; a file beyond `maxFileBytes` answers 413.
 */
export async function readMultipartForm(request: FastifyRequest, limits: FormLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType);
  }
  const fields = new Map<string, string[]>();
  const files: FormFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: 500,
        fieldSize: 256 * 1024,
        parts: 600,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A file input left empty still sends a part without a name or bytes.
        if (bytes.length === 0 && !part.filename) continue;
        total += bytes.length;
        if (total > limits.maxTotalBytes)
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', postMessages.fileTooLarge);
        files.push({
          fieldName: part.fieldname,
          fileName: part.filename,
          declaredType: part.mimetype,
          bytes,
        });
      } else {
        if (part.valueTruncated) throw badRequest(postMessages.fieldTooLong);
        const values = fields.get(part.fieldname) ?? [];
        values.push(String(part.value));
        fields.set(part.fieldname, values);
      }
    }
  } catch (error) {
    throw asFormError(error);
  }
  return { fields, files };
}

/** The plugin's limit errors as the envelope's codes. */
function asFormError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', postMessages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT')
    return validationError([{ field: 'media', message: sdkMessages.mediaMaxImages }]);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(postMessages.tooManyParts);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || error instanceof Error)
    return badRequest(postMessages.malformedForm);
  return error;
}

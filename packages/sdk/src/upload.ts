import { NETWORK_ERROR_MESSAGE, PostifyApiError } from './errors.js';

/** How far an upload has gone. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface SignedUploadOptions {
  /** The signed `uploadUrl` from `POST /storage/upload-url`. */
  url: string;
  body: Blob;
  /** Must match the `content_type` declared when the URL was signed. */
  contentType: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  method?: 'PUT' | 'POST';
}

/** The message of an upload that did not end with HTTP 200. */
export const UPLOAD_FAILED_MESSAGE = 'Erro ao enviar arquivo';

/**
 * Sends a file to a signed upload URL with progress events and abort. Resolves only when the storage
 * answers HTTP 200 (publishing spec: anything else is a failed upload) and rejects otherwise.
 */
export function uploadToSignedUrl(options: SignedUploadOptions): Promise<Response> {
  if (options.signal?.aborted) return Promise.reject(abortError());
  return typeof XMLHttpRequest === 'function' ? uploadWithXhr(options) : uploadWithStream(options);
}

function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, percent: total === 0 ? 100 : Math.min(100, Math.floor((loaded / total) * 100)) };
}

function abortError() {
  return new DOMException('O envio foi cancelado.', 'AbortError');
}

async function failure(status: number, text: string): Promise<PostifyApiError> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return new PostifyApiError({
    status,
    code: typeof envelope.code === 'string' ? envelope.code : 'UPLOAD_FAILED',
    message: typeof envelope.message === 'string' ? envelope.message : UPLOAD_FAILED_MESSAGE,
  });
}

// Browsers report upload progress only through XMLHttpRequest.
function uploadWithXhr({ url, body, contentType, onProgress, signal, method = 'PUT' }: SignedUploadOptions) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => onProgress?.(progressOf(event.loaded, event.total || body.size));
    xhr.onload = async () => {
      if (xhr.status !== 200) return reject(await failure(xhr.status, xhr.responseText));
      onProgress?.(progressOf(body.size, body.size));
      resolve(new Response(xhr.responseText, { status: 200, headers: { 'content-type': contentType } }));
    };
    xhr.onerror = () =>
      reject(new PostifyApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE }));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

// Outside browsers, count the bytes as fetch pulls them, reading the file in slices to keep memory flat.
const SLICE_BYTES = 64 * 1024;

async function uploadWithStream({
  url,
  body,
  contentType,
  onProgress,
  signal,
  method = 'PUT',
}: SignedUploadOptions) {
  const total = body.size;
  let loaded = 0;
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (loaded >= total) return controller.close();
      const chunk = new Uint8Array(await body.slice(loaded, loaded + SLICE_BYTES).arrayBuffer());
      loaded += chunk.byteLength;
      controller.enqueue(chunk);
      onProgress?.(progressOf(loaded, total));
    },
  });
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      body: counted,
      headers: { 'Content-Type': contentType, 'Content-Length': String(total) },
      signal,
      duplex: 'half',
    } as RequestInit);
  } catch (error) {
    if (signal?.aborted) throw abortError();
    throw new PostifyApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
      cause: error,
    });
  }
  if (response.status !== 200) throw await failure(response.status, await response.text());
  return response;
}

/** The part of a stored file (`StorageFile`) needed to read it back. */
export interface StoredFileLink {
  fileUrl: string;
  fileName: string;
  contentType: string;
}

/**
 * Reads a stored file through its signed `fileUrl` as a `File` with its name and type, so a form that sends
 * new uploads (the composer's media) sends a file from storage the same way. Rejects with a
 * `PostifyApiError` when the link does not answer 200 (expired, removed) or the network fails.
 */
export async function storedFileAsUpload(
  file: StoredFileLink,
  fetcher: typeof fetch = globalThis.fetch,
): Promise<File> {
  let response: Response;
  try {
    response = await fetcher(file.fileUrl);
  } catch {
    throw new PostifyApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok)
    throw new PostifyApiError({
      status: response.status,
      code: 'DOWNLOAD_FAILED',
      message: DOWNLOAD_FAILED_MESSAGE,
    });
  return new File([await response.blob()], file.fileName, { type: file.contentType });
}

/** The message of a stored file that could not be read back. */
export const DOWNLOAD_FAILED_MESSAGE = 'Não foi possível carregar o arquivo';

import { createReadStream } from 'node:fs';
import { inferMediaKind } from '@postify/sdk/rules';
import { fileTypeFromFile, supportedMimeTypes } from 'file-type';

/** Declared types that carry text: checked as UTF-8 without NUL instead of by magic numbers. */
const textTypes = new Set(['text/plain', 'text/csv', 'text/markdown']);

/** Declared spellings and the type the content sniffer reports for them. */
const aliases: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'video/x-matroska': 'video/matroska',
  // Legacy Office files are all Compound File Binary containers.
  'application/msword': 'application/x-cfb',
  'application/vnd.ms-excel': 'application/x-cfb',
  'application/vnd.ms-powerpoint': 'application/x-cfb',
};

/** The declared type without parameters, lower case: 'Image/PNG; x=1' → 'image/png'. */
export function normaliseContentType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Whether uploads of this declared type are accepted: a media kind the product shows (the shared
 * `inferMediaKind` rule) whose content the server can verify (text, or a type the sniffer knows).
 */
export function isAcceptedContentType(contentType: string): boolean {
  const type = normaliseContentType(contentType);
  if (inferMediaKind(type) === 'unsupported') return false;
  return textTypes.has(type) || supportedMimeTypes.has(aliases[type] ?? type);
}

/** Whether the stored bytes are what was declared: sniffed for binary types, valid UTF-8 for text. */
export async function contentMatches(path: string, declared: string): Promise<boolean> {
  const type = normaliseContentType(declared);
  if (textTypes.has(type)) return isUtf8Text(path);
  const detected = await fileTypeFromFile(path);
  if (!detected) return false;
  const expected = aliases[type] ?? type;
  // MP4-family containers share one signature: the sniffer cannot tell an M4V from an MP4.
  if (expected === 'video/x-m4v' || expected === 'video/mp4')
    return detected.mime === 'video/mp4' || detected.mime === 'video/x-m4v';
  return detected.mime === expected;
}

async function isUtf8Text(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

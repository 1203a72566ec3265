/** How a media file is displayed: previews and the API branch on it. */
export type MediaKind = 'image' | 'video' | 'audio' | 'document' | 'unsupported';

const byExtension: Record<string, MediaKind> = {};
const register = (kind: MediaKind, list: string) => {
  for (const ext of list.split(' ')) byExtension[ext] = kind;
};
register('image', 'jpg jpeg png gif webp avif bmp svg heic heif tif tiff ico');
register('video', 'mp4 m4v mov webm ogv mkv avi mpeg mpg 3gp');
register('audio', 'mp3 m4a aac wav ogg oga opus flac weba');
register('document', 'pdf doc docx xls xlsx ppt pptx odt ods odp rtf txt csv md');

const mimePattern = /^([a-z]+)\/([a-z0-9.+-]+)(\s*;.*)?$/i;
const documentMime = /^(text\/|application\/(pdf|msword|rtf|vnd\.(ms-|openxmlformats|oasis)))/i;

function kindFromMime(type: string): MediaKind | undefined {
  const match = mimePattern.exec(type.trim());
  if (!match) return undefined;
  const top = match[1]?.toLowerCase();
  if (top === 'image' || top === 'video' || top === 'audio') return top;
  if (documentMime.test(type)) return 'document';
  // A generic binary type says nothing: let the extension decide.
  return type.toLowerCase().startsWith('application/octet-stream') ? undefined : 'unsupported';
}

function kindFromName(urlOrName: string): MediaKind {
  const path = urlOrName.split(/[?#]/)[0] ?? '';
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  if (dot < 0) return 'unsupported';
  return byExtension[file.slice(dot + 1).toLowerCase()] ?? 'unsupported';
}

/**
 * Infers how to show a media from its declared MIME type or, failing that, the extension of its
 * URL or file name: 'image', 'video', 'audio', 'document' or 'unsupported'.
 */
export function inferMediaKind(contentTypeOrUrl: string | null | undefined, fallbackUrl?: string): MediaKind {
  const declared = contentTypeOrUrl?.trim() ?? '';
  const fromMime = declared ? kindFromMime(declared) : undefined;
  if (fromMime) return fromMime;
  if (declared && !mimePattern.test(declared)) return kindFromName(declared);
  return fallbackUrl ? kindFromName(fallbackUrl) : 'unsupported';
}

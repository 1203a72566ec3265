/**
 * A file or folder name made safe to show and to send back in `Content-Disposition`: path separators,
 * NUL and control characters become nothing or `_`, any directory part (`../`, `/etc/`, `C:\`) is
 * dropped, and the result is trimmed. Names are never used as disk paths (bytes are stored by file id).
 */
export function neutraliseName(raw: string): string {
  // Keep only the last path segment: '../../etc/passwd' → 'passwd', 'C:\\x\\y.png' → 'y.png'.
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  // '.' and '..' mean directories, never files.
  if (/^\.+$/.test(cleaned)) return '';
  return cleaned.slice(0, 255);
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

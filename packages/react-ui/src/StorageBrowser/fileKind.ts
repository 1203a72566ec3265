/** The kinds of file the browser draws a distinct icon for. */
export const fileKinds = [
  'image',
  'video',
  'audio',
  'pdf',
  'document',
  'spreadsheet',
  'archive',
  'other',
] as const;
export type FileKind = (typeof fileKinds)[number];

const byExtension: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'document',
  docx: 'document',
  txt: 'document',
  md: 'document',
  odt: 'document',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  csv: 'spreadsheet',
  ods: 'spreadsheet',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  gz: 'archive',
  tar: 'archive',
};

/** The icon kind of a file from its content type, or its extension when the type is generic. */
export function fileKindOf(contentType: string, fileName: string): FileKind {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('text/')) return type === 'text/csv' ? 'spreadsheet' : 'document';
  if (type.includes('zip') || type.includes('compressed') || type.includes('tar')) return 'archive';
  if (type.includes('spreadsheet') || type.includes('excel')) return 'spreadsheet';
  if (type.includes('word') || type.includes('opendocument.text')) return 'document';
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return byExtension[extension] ?? 'other';
}

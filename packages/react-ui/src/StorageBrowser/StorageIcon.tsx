/** Icons of the storage browser, drawn with `currentColor` on the same 20×20 grid as the shared icons. */
import { StrokeIcon } from '../shared/StrokeIcon';

const paths = {
  folder: 'M2.5 5.5a1 1 0 011-1h4l1.5 2h7.5a1 1 0 011 1v8a1 1 0 01-1 1h-13a1 1 0 01-1-1z',
  file: 'M5 2.5h6.5L15 6v11.5H5zM11.5 2.5V6H15',
  image: 'M3 4h14v12H3zM3 13l4-4 3 3 2-2 5 5M13 7.5h.01',
  video: 'M3 5h10v10H3zM13 8.5l4-2.5v8l-4-2.5',
  audio: 'M8 15V4l8-1.5V13M8 15a2 2 0 11-4 0 2 2 0 014 0zM16 13a2 2 0 11-4 0 2 2 0 014 0z',
  pdf: 'M5 2.5h6.5L15 6v11.5H5zM11.5 2.5V6H15M7.5 13h5M7.5 10h5',
  document: 'M5 2.5h6.5L15 6v11.5H5zM11.5 2.5V6H15M7.5 9h5M7.5 11.5h5M7.5 14h3',
  spreadsheet: 'M4 3h12v14H4zM4 7.5h12M4 12h12M9 3v14',
  archive: 'M4 3h12v14H4zM10 3v2M10 6v2M10 9v2M9 11h2v3H9z',
  other: 'M5 2.5h6.5L15 6v11.5H5zM11.5 2.5V6H15',
  download: 'M10 3v10M6 9l4 4 4-4M4 16h12',
  rename: 'M13.5 3.5l3 3L8 15H5v-3zM11.5 5.5l3 3',
  trash: 'M4 6h12M8 6V4h4v2M5.5 6l1 11h7l1-11M8.5 9v5M11.5 9v5',
  lock: 'M5 9h10v8H5zM7 9V6.5a3 3 0 016 0V9',
  home: 'M3 9.5L10 4l7 5.5M5 8v8h10V8',
} as const;

/** The names of the storage browser's icons. */
export type StorageIconName = keyof typeof paths;

/** A decorative 20×20 icon of the storage browser. */
export function StorageIcon({ name, size = 20 }: { name: StorageIconName; size?: number }) {
  return <StrokeIcon path={paths[name]} size={size} strokeWidth={1.6} />;
}

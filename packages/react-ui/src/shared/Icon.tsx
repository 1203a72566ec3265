import { iconStrokeWidth, infoPath, StrokeIcon, warningPath } from './StrokeIcon';

/** Inline icons drawn with `currentColor`, so they follow the theme's text colours. */
const paths = {
  check: 'M4 10.5l4 4 8-9',
  chevronDown: 'M5 8l5 5 5-5',
  chevronUp: 'M5 12l5-5 5 5',
  chevronLeft: 'M12 5l-5 5 5 5',
  chevronRight: 'M8 5l5 5-5 5',
  close: 'M5 5l10 10M15 5L5 15',
  calendar: 'M4 6h12v10H4zM4 9h12M7 4v3M13 4v3',
  eye: 'M2 10s3-5 8-5 8 5 8 5-3 5-8 5-8-5-8-5zM10 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  eyeOff:
    'M3 3l14 14M8 5.3A8 8 0 0110 5c5 0 8 5 8 5a14 14 0 01-2.4 2.9M12 15a8 8 0 01-2 .2c-5 0-8-5-8-5a14 14 0 013-3.5',
  minus: 'M5 10h10',
  plus: 'M10 5v10M5 10h10',
  upload: 'M10 14V4M6 8l4-4 4 4M4 16h12',
  info: infoPath,
  warning: warningPath,
  error: 'M10 18a8 8 0 100-16 8 8 0 000 16zM7 7l6 6M13 7l-6 6',
  success: 'M10 18a8 8 0 100-16 8 8 0 000 16zM6.5 10l2.5 2.5 4.5-5',
  more: 'M5 10h.01M10 10h.01M15 10h.01',
  inbox: 'M3 11l2-6h10l2 6v5H3zM3 11h4l1 2h4l1-2h4',
} as const;

export type IconName = keyof typeof paths;

/** A 20×20 stroke icon; decorative unless given a `label`. */
export function Icon({ name, size = 20, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <StrokeIcon
      path={paths[name]}
      size={size}
      strokeWidth={name === 'more' ? 3 : iconStrokeWidth}
      label={label}
    />
  );
}

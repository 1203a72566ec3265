// The icons RecoveryScreen draws, apart from the table: every host page carries that screen in its first
// JavaScript, and the table is not needed there.
export const infoPath = 'M10 9v5M10 6.5v.5M10 18a8 8 0 100-16 8 8 0 000 16z';
export const warningPath = 'M10 3l8 14H2zM10 8v4M10 14.5v.5';
/** The stroke of every icon but the dots of `more`. */
export const iconStrokeWidth = 1.75;

/** Draws one 20×20 path in `currentColor` with round ends; decorative (hidden) unless given a `label`. */
export function StrokeIcon({
  path,
  size,
  strokeWidth,
  label,
}: {
  path: string;
  size: number;
  strokeWidth: number;
  label?: string | undefined;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={path} />
    </svg>
  );
}

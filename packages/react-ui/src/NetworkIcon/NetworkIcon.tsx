import { NETWORK_MARK_RADIUS, NETWORK_MARK_SIZE, networkMarkOf } from '@postify/sdk/marks';
import { initialOf } from '../shared/initialOf';
import * as styles from './NetworkIcon.css';

export interface NetworkIconProps {
  /** A network id or platform name as the API lists it ('Instagram', 'twitter', 'Twitter/X'…). */
  network: string;
  /** Side in pixels; 24 by default. */
  size?: number;
  /**
   * Hides the icon from assistive technology, for an icon beside the network's name written out; otherwise it
   * is an image named after the network.
   */
  decorative?: boolean;
  className?: string;
}

const box = `0 0 ${NETWORK_MARK_SIZE} ${NETWORK_MARK_SIZE}`;
const center = NETWORK_MARK_SIZE / 2;

/**
 * A network's mark: a rounded tile in its brand colour with Postify's own glyph (from `networkMarks` in
 * `@postify/sdk/marks`, the same drawing the API serves at `/static/networks/{network}.svg`). A network without
 * a mark gets a neutral tile with the name's initial.
 */
export function NetworkIcon({
  network,
  size = NETWORK_MARK_SIZE,
  decorative = false,
  className,
}: NetworkIconProps) {
  const mark = networkMarkOf(network);
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      width={size}
      height={size}
      viewBox={box}
      data-network={mark?.id}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : (mark?.name ?? network)}
      aria-hidden={decorative || undefined}
    >
      <rect
        className={mark ? undefined : styles.unknownTile}
        width={NETWORK_MARK_SIZE}
        height={NETWORK_MARK_SIZE}
        rx={NETWORK_MARK_RADIUS}
        fill={mark?.background}
      />
      {mark ? (
        mark.shapes.map((shape) =>
          shape.paint === 'fill' ? (
            <path key={shape.d} d={shape.d} fill={shape.color ?? mark.glyph} />
          ) : (
            <path
              key={shape.d}
              d={shape.d}
              fill="none"
              stroke={shape.color ?? mark.glyph}
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ),
        )
      ) : (
        <text
          className={styles.unknownInitial}
          x={center}
          y={center}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {initialOf(network)}
        </text>
      )}
    </svg>
  );
}

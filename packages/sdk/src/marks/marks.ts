import { type NetworkId, networkIds, resolveNetwork } from '../networks/ids.js';

/** One shape of a network mark, in the mark's 24 × 24 box. */
export interface NetworkMarkShape {
  d: string;
  /** 'stroke': an outline 2 units wide with round ends and joins; 'fill': a solid shape. */
  paint: 'stroke' | 'fill';
  /** Its colour; the mark's `glyph` colour when absent. */
  color?: string;
}

/**
 * A network's mark: a rounded tile in the network's brand colour with a simple glyph on it. Postify draws
 * its own glyphs (outlines and monograms) instead of shipping the networks' trademarked artwork; the tile's
 * colour is what people recognise at icon size.
 */
export interface NetworkMark {
  id: NetworkId;
  /** Accessible name ('Instagram'). */
  name: string;
  /** Brand colour of the tile. */
  background: string;
  /** Default colour of the shapes drawn on the tile. */
  glyph: string;
  shapes: readonly NetworkMarkShape[];
}

/** Side of the marks' square box; the tile's corners are rounded by a quarter of it. */
export const NETWORK_MARK_SIZE = 24;
/** Corner radius of the tile. */
export const NETWORK_MARK_RADIUS = 6;

const WHITE = '#FFFFFF';
const stroke = (d: string, color?: string): NetworkMarkShape =>
  color ? { d, paint: 'stroke', color } : { d, paint: 'stroke' };
const fill = (d: string, color?: string): NetworkMarkShape =>
  color ? { d, paint: 'fill', color } : { d, paint: 'fill' };

// The note of the short-video mark, drawn three times (cyan and red offsets under the white one).
const note = (x: number, y: number) =>
  `M${x + 13} ${y + 5}v10a3 3 0 1 1-3-3M${x + 13} ${y + 5}c0 2.2 1.8 4 4 4`;

const glyphs: Record<NetworkId, Omit<NetworkMark, 'id'>> = {
  // A camera outline: rounded body, lens and viewfinder dot.
  instagram: {
    name: 'Instagram',
    background: '#E1306C',
    glyph: WHITE,
    shapes: [
      stroke(
        'M9 5.5h6a3.5 3.5 0 0 1 3.5 3.5v6a3.5 3.5 0 0 1-3.5 3.5H9A3.5 3.5 0 0 1 5.5 15V9A3.5 3.5 0 0 1 9 5.5z',
      ),
      stroke('M12 8.75a3.25 3.25 0 1 0 0 6.5a3.25 3.25 0 1 0 0-6.5z'),
      fill('M15.75 7.25a1 1 0 1 0 0 2a1 1 0 1 0 0-2z'),
    ],
  },
  // A lowercase f.
  facebook: {
    name: 'Facebook',
    background: '#1877F2',
    glyph: WHITE,
    shapes: [stroke('M13 19V9a2.5 2.5 0 0 1 2.5-2.5H17M10 12.5h6')],
  },
  // A music note with the network's cyan and red echoes.
  tiktok: {
    name: 'TikTok',
    background: '#010101',
    glyph: WHITE,
    shapes: [
      stroke(note(-0.75, 0.25), '#25F4EE'),
      stroke(note(0.75, 1.25), '#FE2C55'),
      stroke(note(0, 0.75)),
    ],
  },
  // The monogram 'in'.
  linkedin: {
    name: 'LinkedIn',
    background: '#0A66C2',
    glyph: WHITE,
    shapes: [
      fill('M8 5.75a1.25 1.25 0 1 0 0 2.5a1.25 1.25 0 1 0 0-2.5z'),
      stroke('M8 10.5V17M12 17v-6.5M12 13.5a3 3 0 0 1 6 0V17'),
    ],
  },
  // A plain X.
  x: {
    name: 'X',
    background: '#000000',
    glyph: WHITE,
    shapes: [stroke('M7.5 6.5l9 11M16.5 6.5l-9 11')],
  },
  // An at sign.
  threads: {
    name: 'Threads',
    background: '#000000',
    glyph: WHITE,
    shapes: [stroke('M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM15 12v1.25a2 2 0 0 0 4 0V12a7 7 0 1 0-2.8 5.6')],
  },
  // A play button.
  youtube: {
    name: 'YouTube',
    background: '#FF0000',
    glyph: WHITE,
    shapes: [fill('M9.5 7.75v8.5L17 12z')],
  },
  // A butterfly: two wings on each side meeting at the body.
  bluesky: {
    name: 'Bluesky',
    background: '#0085FF',
    glyph: WHITE,
    shapes: [
      fill(
        'M12 11.25C10.6 8.5 7.6 6 5.7 6C4.7 6 4.5 6.9 4.5 8c0 1.1.5 3.9 2.6 4.5c-2 .5-2.4 2.4-1 3.9c2 2 4.3-.3 5.9-3.1c1.6 2.8 3.9 5.1 5.9 3.1c1.4-1.5 1-3.4-1-3.9c2.1-.6 2.6-3.4 2.6-4.5c0-1.1-.2-2-1.2-2c-1.9 0-4.9 2.5-6.3 5.25z',
      ),
    ],
  },
};

/** Every network's mark, by network id. */
export const networkMarks: Readonly<Record<NetworkId, NetworkMark>> = Object.fromEntries(
  networkIds.map((id) => [id, { id, ...glyphs[id] }]),
) as Record<NetworkId, NetworkMark>;

/** The mark of a network id or platform name ('Instagram', 'twitter', 'Twitter/X'…), if it has one. */
export function networkMarkOf(name: string): NetworkMark | undefined {
  const id = resolveNetwork(name);
  return id ? networkMarks[id] : undefined;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * A mark as a standalone SVG document (what the API serves at `/static/networks/{network}.svg`), titled with
 * the network's name so an `<img>` without `alt` still has a name in the file itself.
 */
export function networkMarkSvg(mark: NetworkMark): string {
  const shapes = mark.shapes
    .map((shape) => {
      const color = shape.color ?? mark.glyph;
      return shape.paint === 'fill'
        ? `<path d="${shape.d}" fill="${color}"/>`
        : `<path d="${shape.d}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${NETWORK_MARK_SIZE} ${NETWORK_MARK_SIZE}" ` +
    `width="${NETWORK_MARK_SIZE}" height="${NETWORK_MARK_SIZE}" role="img">` +
    `<title>${escapeXml(mark.name)}</title>` +
    `<rect width="${NETWORK_MARK_SIZE}" height="${NETWORK_MARK_SIZE}" rx="${NETWORK_MARK_RADIUS}" fill="${mark.background}"/>` +
    `${shapes}</svg>`
  );
}

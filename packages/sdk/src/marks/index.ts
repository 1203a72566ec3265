// The network marks have their own entry: the console's icons and the API's icon files need them, while the
// rules' and schemas' consumers (previews, forms) should not carry their drawings.
export {
  NETWORK_MARK_RADIUS,
  NETWORK_MARK_SIZE,
  type NetworkMark,
  type NetworkMarkShape,
  networkMarkOf,
  networkMarkSvg,
  networkMarks,
} from './marks.js';

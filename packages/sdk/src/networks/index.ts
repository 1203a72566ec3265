export { inferMediaKind, type MediaKind } from './media-kind.js';
export {
  hasMetrics,
  type NetworkId,
  type NetworkRules,
  networkIds,
  networkRules,
  resolveNetwork,
  type Sourced,
  type TextCounting,
  type TextRule,
} from './registry.js';
export {
  type DraftMedia,
  type NetworkDraft,
  type NetworkProblem,
  type NetworkProblemCode,
  validateForNetworks,
} from './validate.js';
export {
  isMediaOrder,
  type NetworkVersion,
  networkProblemField,
  orderedMedia,
  supportsFirstComment,
  type VersionProblem,
  validateVersions,
  versionDraft,
  versionOf,
} from './versions.js';
export { X_URL_LENGTH, xWeightedLength } from './x-length.js';

/** Networks with a constraint entry; `twitter` is accepted as an alias of `x`. */
export const networkIds = [
  'instagram',
  'facebook',
  'tiktok',
  'linkedin',
  'x',
  'threads',
  'youtube',
  'bluesky',
] as const;
/** A network with publishing constraints (`networkRules`). */
export type NetworkId = (typeof networkIds)[number];

/**
 * Finds the network for an id or a platform name ('Instagram', 'twitter', 'X', 'Twitter/X' as the API lists
 * it…), case-insensitively.
 */
export function resolveNetwork(name: string): NetworkId | undefined {
  const key = name.trim().toLowerCase();
  if (key === 'twitter' || key === 'twitter/x') return 'x';
  return (networkIds as readonly string[]).includes(key) ? (key as NetworkId) : undefined;
}

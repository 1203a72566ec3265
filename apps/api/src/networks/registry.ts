import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { createBlueskyProvider } from './bluesky.js';
import { createFacebookProvider } from './facebook.js';
import { createInstagramProvider } from './instagram.js';
import { createLinkedInProvider } from './linkedin.js';
import {
  isNetworkSlug,
  type NetworkProvider,
  type NetworkRegistry,
  type NetworkSlug,
  networkSlugs,
} from './provider.js';
import { createSandboxProvider } from './sandbox.js';
import { createThreadsProvider } from './threads.js';
import { createTikTokProvider } from './tiktok.js';
import { createXProvider } from './x.js';
import { createYouTubeProvider } from './youtube.js';

const slugByName: Record<string, NetworkSlug> = {
  Instagram: 'instagram',
  Facebook: 'facebook',
  TikTok: 'tiktok',
  LinkedIn: 'linkedin',
  Threads: 'threads',
  YouTube: 'youtube',
  'Twitter/X': 'x',
  X: 'x',
  Bluesky: 'bluesky',
};

/** Builds a live adapter of one network from its configured credentials. */
export type LiveProviderFactory = (config: Config) => NetworkProvider | null;

/** The live adapters, each used when its network's credentials are configured. */
export const liveProviders: Partial<Record<NetworkSlug, LiveProviderFactory>> = {
  instagram: (config) =>
    config.networks.instagram ? createInstagramProvider(config.networks.instagram) : null,
  facebook: (config) => (config.networks.facebook ? createFacebookProvider(config.networks.facebook) : null),
  tiktok: (config) => (config.networks.tiktok ? createTikTokProvider(config.networks.tiktok) : null),
  x: (config) => (config.networks.x ? createXProvider(config.networks.x) : null),
  bluesky: (config) => (config.networks.bluesky ? createBlueskyProvider(config.networks.bluesky) : null),
  linkedin: (config) => (config.networks.linkedin ? createLinkedInProvider(config.networks.linkedin) : null),
  threads: (config) => (config.networks.threads ? createThreadsProvider(config.networks.threads) : null),
  youtube: (config) => (config.networks.youtube ? createYouTubeProvider(config.networks.youtube) : null),
};

/**
 * The server's providers: the live adapter of a network when its credentials are configured (`live`
 * factories), otherwise the sandbox network.
 */
export function createNetworkRegistry(
  config: Config,
  db: Db,
  live: Partial<Record<NetworkSlug, LiveProviderFactory>> = liveProviders,
): NetworkRegistry {
  const providers = new Map<NetworkSlug, NetworkProvider>();
  for (const slug of networkSlugs) {
    const provider =
      live[slug]?.(config) ??
      createSandboxProvider(slug, {
        db,
        publicApiUrl: config.publicApiUrl,
        failure: config.networks.sandboxPublishFailure,
      });
    providers.set(slug, provider);
  }
  return {
    providerFor(platform) {
      const slug = isNetworkSlug(platform) ? platform : slugByName[platform];
      return slug ? (providers.get(slug) ?? null) : null;
    },
  };
}

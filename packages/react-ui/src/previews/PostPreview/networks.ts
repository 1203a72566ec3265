import type { NetworkId } from '@postify/sdk/rules';
import type { ComponentType } from 'react';
import { FeedPreview } from '../FeedPreview';
import { MicroblogPreview } from '../MicroblogPreview';
import { PhotoGridPreview } from '../PhotoGridPreview';
import { ProfessionalPreview } from '../ProfessionalPreview';
import { ShortTextPreview } from '../ShortTextPreview';
import { ShortVideoPreview } from '../ShortVideoPreview';
import type { NetworkPreviewProps } from '../types';
import { VideoChannelPreview } from '../VideoChannelPreview';

/** The preview tabs in the composer's order: the default view, then one per network. */
export const previewTabs = [
  'default',
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'threads',
  'bluesky',
] as const;
/** A preview tab: 'default' or a network. */
export type PreviewTab = (typeof previewTabs)[number];

interface TabEntry {
  /** The network's name; null for the default tab, whose label is PostPreview's `defaultTab` text. */
  label: string | null;
  /** The SDK registry entry whose constraints apply. */
  network: NetworkId | null;
  Preview: ComponentType<NetworkPreviewProps>;
}

/** Each tab's label, constraint entry and card. */
export const tabEntries: Record<PreviewTab, TabEntry> = {
  default: { label: null, network: null, Preview: FeedPreview },
  facebook: { label: 'Facebook', network: 'facebook', Preview: FeedPreview },
  twitter: { label: 'Twitter', network: 'x', Preview: ShortTextPreview },
  instagram: { label: 'Instagram', network: 'instagram', Preview: PhotoGridPreview },
  linkedin: { label: 'LinkedIn', network: 'linkedin', Preview: ProfessionalPreview },
  youtube: { label: 'YouTube', network: 'youtube', Preview: VideoChannelPreview },
  tiktok: { label: 'TikTok', network: 'tiktok', Preview: ShortVideoPreview },
  threads: { label: 'Threads', network: 'threads', Preview: ShortTextPreview },
  bluesky: { label: 'Bluesky', network: 'bluesky', Preview: MicroblogPreview },
};

/** The networks checked for a tab: its own, or all of the tabs' networks for the default view. */
export function networksOfTab(tab: PreviewTab): NetworkId[] {
  const own = tabEntries[tab].network;
  if (own) return [own];
  return previewTabs.flatMap((t) => tabEntries[t].network ?? []);
}

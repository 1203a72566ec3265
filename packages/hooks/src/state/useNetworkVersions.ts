import {
  type NetworkId,
  type NetworkVersion,
  networkIds,
  supportsFirstComment,
  type VersionProblem,
  validateVersions,
} from '@postify/sdk/rules';
import { useCallback, useMemo, useState } from 'react';

/** What one network's tab holds; `caption: null` follows the shared caption. */
export interface NetworkVersionDraft {
  caption: string | null;
  /** Indexes into the post's media; null keeps the post's order. */
  mediaOrder: number[] | null;
  firstComment: string;
}

/** Options of {@link useNetworkVersions}. */
export interface UseNetworkVersionsOptions {
  /** The networks the post goes to (ids or platform names), one tab each. */
  networks: readonly NetworkId[];
  /** The shared caption, which a tab shows until its own is written. */
  caption: string;
  /** The post's media, as the rules read them. */
  media: readonly { kind: 'image' | 'video' }[];
}

/** State and actions of 'Personalizar por rede'. */
export interface NetworkVersionsState {
  /** Whether the user opened 'Personalizar por rede'; closing it sends no versions (they are kept). */
  customizing: boolean;
  setCustomizing: (on: boolean) => void;
  /** The networks with a tab, in the registry's order. */
  networks: NetworkId[];
  /** The tab shown. */
  active: NetworkId | null;
  setActive: (network: NetworkId) => void;
  /** The caption a network publishes: its own, or the shared one. */
  captionOf: (network: NetworkId) => string;
  /** Whether the network has its own caption ('Voltar ao texto original' is offered). */
  isCustomCaption: (network: NetworkId) => boolean;
  setCaption: (network: NetworkId, caption: string) => void;
  /** 'Voltar ao texto original': the network follows the shared caption again. */
  resetCaption: (network: NetworkId) => void;
  /** The media indexes in the network's order. */
  orderOf: (network: NetworkId) => number[];
  /** Moves the media at `position` (in the network's order) one place earlier (-1) or later (+1). */
  moveMedia: (network: NetworkId, position: number, step: -1 | 1) => void;
  firstCommentOf: (network: NetworkId) => string;
  setFirstComment: (network: NetworkId, text: string) => void;
  /** Whether the network publishes a 'Primeiro comentário' (Instagram, Facebook). */
  hasFirstComment: (network: NetworkId) => boolean;
  /** The versions to send (`versions` of the post); empty when not customizing or nothing differs. */
  versions: NetworkVersion[];
  /** The registry's problems of every network's own version, pt-BR, with their fields. */
  problems: VersionProblem[];
}

const emptyDraft: NetworkVersionDraft = { caption: null, mediaOrder: null, firstComment: '' };
const identity = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * 'Personalizar por rede': a tab per chosen network with its own caption (starting from the shared one),
 * media order and, on Instagram and Facebook, first comment; answers the versions the post sends and the
 * constraint registry's problems of each network's own version.
 */
export function useNetworkVersions({
  networks,
  caption,
  media,
}: UseNetworkVersionsOptions): NetworkVersionsState {
  const [customizing, setCustomizing] = useState(false);
  const [drafts, setDrafts] = useState<Partial<Record<NetworkId, NetworkVersionDraft>>>({});
  const [chosen, setActive] = useState<NetworkId | null>(null);
  const ordered = useMemo(() => networkIds.filter((id) => networks.includes(id)), [networks]);
  const active = chosen && ordered.includes(chosen) ? chosen : (ordered[0] ?? null);

  const update = useCallback((network: NetworkId, change: Partial<NetworkVersionDraft>) => {
    setDrafts((current) => ({ ...current, [network]: { ...emptyDraft, ...current[network], ...change } }));
  }, []);
  const setCaption = useCallback(
    (network: NetworkId, text: string) => update(network, { caption: text }),
    [update],
  );
  const resetCaption = useCallback((network: NetworkId) => update(network, { caption: null }), [update]);
  const setFirstComment = useCallback(
    (network: NetworkId, text: string) => update(network, { firstComment: text }),
    [update],
  );
  const orderOf = useCallback(
    (network: NetworkId) => {
      const order = drafts[network]?.mediaOrder;
      return order && order.length === media.length ? order : identity(media.length);
    },
    [drafts, media.length],
  );

  const versions = useMemo(() => {
    if (!customizing) return [];
    return ordered.flatMap((network): NetworkVersion[] => {
      const draft = drafts[network];
      if (!draft) return [];
      const order = draft.mediaOrder && draft.mediaOrder.length === media.length ? draft.mediaOrder : null;
      const reordered = order?.some((index, position) => index !== position) ? order : null;
      const comment = supportsFirstComment(network) ? draft.firstComment.trim() : '';
      if (draft.caption === null && !reordered && !comment) return [];
      return [
        {
          network,
          caption: (draft.caption ?? caption).trim(),
          mediaOrder: reordered,
          firstComment: comment || null,
        },
      ];
    });
  }, [customizing, ordered, drafts, media.length, caption]);

  const problems = useMemo(
    () => (versions.length === 0 ? [] : validateVersions({ caption, media }, versions, ordered)),
    [versions, caption, media, ordered],
  );

  return {
    customizing,
    setCustomizing,
    networks: ordered,
    active,
    setActive,
    captionOf: (network) => drafts[network]?.caption ?? caption,
    isCustomCaption: (network) => (drafts[network]?.caption ?? null) !== null,
    setCaption,
    resetCaption,
    orderOf,
    moveMedia: (network, position, step) => {
      const order = [...orderOf(network)];
      const target = position + step;
      if (target < 0 || target >= order.length) return;
      [order[position], order[target]] = [order[target] as number, order[position] as number];
      update(network, { mediaOrder: order });
    },
    firstCommentOf: (network) => drafts[network]?.firstComment ?? '',
    setFirstComment,
    hasFirstComment: supportsFirstComment,
    versions,
    problems,
  };
}

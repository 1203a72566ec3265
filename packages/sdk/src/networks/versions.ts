import { type NetworkId, networkRules, resolveNetwork } from './registry.js';
import {
  hashtagCount,
  type NetworkDraft,
  type NetworkProblem,
  networkProblem,
  textLength,
  validateForNetworks,
} from './validate.js';

/**
 * One network's own version of a post ('Personalizar por rede'): its caption, the order of the post's
 * media (indexes into the post's media, each once; absent keeps the post's order) and, on networks with
 * `firstComment` rules (Instagram, Facebook), the comment published right after the post.
 */
export interface NetworkVersion {
  network: NetworkId;
  caption: string;
  mediaOrder?: readonly number[] | null;
  firstComment?: string | null;
}

/** A network problem and the form field it is about (`caption`, `media`, `versions[1].firstComment`…). */
export interface VersionProblem extends NetworkProblem {
  field: string;
}

/** Whether Postify publishes a 'Primeiro comentário' on `network`. */
export function supportsFirstComment(network: string): boolean {
  const id = resolveNetwork(network);
  return Boolean(id && networkRules[id].firstComment);
}

/** The version of `network` among `versions`, if the post has one. */
export function versionOf<V extends { network: string }>(
  versions: readonly V[] | null | undefined,
  network: string,
): V | undefined {
  const id = resolveNetwork(network);
  return versions?.find((version) => resolveNetwork(version.network) === id);
}

/** Whether `order` lists each of `count` indexes exactly once. */
export function isMediaOrder(order: readonly number[], count: number): boolean {
  return (
    order.length === count &&
    new Set(order).size === count &&
    order.every((index) => Number.isInteger(index) && index >= 0 && index < count)
  );
}

/**
 * The items of a post in a version's order: the post's own order without a version or with an order that
 * does not fit the items (the post's media changed after the version was written).
 */
export function orderedMedia<T>(items: readonly T[], order: readonly number[] | null | undefined): T[] {
  if (!order || !isMediaOrder(order, items.length)) return [...items];
  return order.map((index) => items[index] as T);
}

/** The draft one network publishes: the shared draft under that network's version. */
export function versionDraft(draft: NetworkDraft, version: NetworkVersion | undefined): NetworkDraft {
  if (!version) return draft;
  return { ...draft, caption: version.caption, media: orderedMedia(draft.media, version.mediaOrder) };
}

/** The form field a registry problem is about, for the shared draft (`caption`, `description`, `media`). */
export function networkProblemField(problem: NetworkProblem): 'caption' | 'description' | 'media' {
  if (problem.code === 'too-many-hashtags') return 'caption';
  if (problem.code !== 'text-too-long') return 'media';
  return problem.values.text === 'description' ? 'description' : 'caption';
}

function versionProblems(version: NetworkVersion, index: number, mediaCount: number): VersionProblem[] {
  const field = `versions[${index}]`;
  const id = version.network;
  const problems: VersionProblem[] = [];
  if (version.caption.trim() === '')
    problems.push({ ...networkProblem(id, 'version-caption-required', {}), field: `${field}.caption` });
  if (version.mediaOrder && !isMediaOrder(version.mediaOrder, mediaCount))
    problems.push({ ...networkProblem(id, 'version-media-order', {}), field: `${field}.mediaOrder` });
  const comment = version.firstComment ?? '';
  if (comment.trim() === '') return problems;
  const rules = networkRules[id].firstComment;
  const at = `${field}.firstComment`;
  if (!rules) return [...problems, { ...networkProblem(id, 'comment-not-supported', {}), field: at }];
  const length = textLength(comment, { counting: 'characters' });
  if (length > rules.max.value)
    problems.push({ ...networkProblem(id, 'comment-too-long', {}, rules.max, length), field: at });
  const hashtags = hashtagCount(comment);
  if (rules.hashtags && hashtags > rules.hashtags.value)
    problems.push({
      ...networkProblem(id, 'comment-too-many-hashtags', {}, rules.hashtags, hashtags),
      field: at,
    });
  return problems;
}

/**
 * Checks a post with its per-network versions: each chosen network's limits against its own version (its
 * caption and media order; the shared draft without one), plus each version's own rules (a caption, an
 * order listing every media once, a first comment only where the network has one, within its limits).
 * A network's version that none of `networks` needs is still checked: it is kept with the post.
 */
export function validateVersions(
  draft: NetworkDraft,
  versions: readonly NetworkVersion[],
  networks: readonly string[],
): VersionProblem[] {
  const problems: VersionProblem[] = [];
  const seen = new Set<NetworkId>();
  versions.forEach((version, index) => {
    if (seen.has(version.network))
      problems.push({
        ...networkProblem(version.network, 'version-duplicate', {}),
        field: `versions[${index}].network`,
      });
    seen.add(version.network);
    problems.push(...versionProblems(version, index, draft.media.length));
  });
  const chosen = new Set(networks.map(resolveNetwork).filter((id): id is NetworkId => id !== undefined));
  for (const id of chosen) {
    const index = versions.findIndex((version) => version.network === id);
    const version = versions[index];
    for (const problem of validateForNetworks(versionDraft(draft, version), [id])[id] ?? []) {
      const field = networkProblemField(problem);
      problems.push({
        ...problem,
        // The order changes no count or kind: only caption problems belong to the version.
        field: version && field === 'caption' ? `versions[${index}].caption` : field,
      });
    }
  }
  return problems;
}

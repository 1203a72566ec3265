import { providerMessages } from '../messages.js';
import {
  type NetworkPublishRequest,
  type NetworkPublishResult,
  progressId,
  readProgress,
} from './provider.js';

/** The two network calls of a publication with a first comment. */
export interface CommentedPublication {
  /** Publishes the post (resuming from the adapter's own progress) and answers the network's post id. */
  post(): Promise<string>;
  /** Comments on the published post and answers the comment's id; throws the pt-BR reason of a refusal. */
  comment(postId: string, message: string): Promise<string>;
}

/**
 * Publishes a post, then its first comment, each at most once across the attempts of one occurrence. The
 * post's id is saved as soon as it is known, so a retry comments instead of posting again; the comment is
 * marked started before its call and done after it, so a retry never comments twice: one that finds it
 * started but not done (the answer was lost) reports it unconfirmed rather than risk a second comment. A
 * refused comment is answered as FAILED with its reason; the post stays published.
 */
export async function publishWithFirstComment(
  request: NetworkPublishRequest,
  network: string,
  steps: CommentedPublication,
): Promise<NetworkPublishResult> {
  const message = request.firstComment?.trim();
  if (!message) return { networkPostId: await steps.post() };
  const saved = readProgress(request.progress ?? null);
  const save = (fields: Record<string, unknown>) => request.saveProgress?.(JSON.stringify(fields));
  let networkPostId = progressId(saved, 'published');
  if (!networkPostId) {
    networkPostId = await steps.post();
    await save({ published: networkPostId });
  }
  const done = progressId(saved, 'comment');
  if (done) return { networkPostId, firstComment: { status: 'POSTED', networkCommentId: done } };
  if (saved.commentStarted === true)
    return {
      networkPostId,
      firstComment: { status: 'FAILED', reason: providerMessages.commentUnconfirmed(network) },
    };
  await save({ published: networkPostId, commentStarted: true });
  let networkCommentId: string;
  try {
    networkCommentId = await steps.comment(networkPostId, message);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { networkPostId, firstComment: { status: 'FAILED', reason } };
  }
  await save({ published: networkPostId, comment: networkCommentId });
  return { networkPostId, firstComment: { status: 'POSTED', networkCommentId } };
}

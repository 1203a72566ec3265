import type { Schemas } from '@postify/sdk';
import { failureMessages } from '../messages.js';
import type { FirstCommentOutcome } from '../networks/provider.js';

/** What the scheduler hands a network to publish one occurrence. */
export interface PublishRequest {
  /** Same for every attempt of one occurrence: a network that saw it already must not post it again. */
  idempotencyKey: string;
  accountId: string;
  platformName: string;
  /** The caption and media of the account's network version, or the post's own without one. */
  caption: string;
  description: string | null;
  media: { url: string; contentType: string; fileName: string }[];
  /** The version's 'Primeiro comentário', null without one. */
  firstComment: string | null;
  /** The author's TikTok choices stored with the post; null for posts without TikTok. */
  tiktokOptions: Schemas['TikTokPostOptions'] | null;
  /** What an earlier attempt saved through `saveProgress` (the network's container or post ids), or null. */
  progress: string | null;
  /**
   * Stores the network's intermediate ids as soon as it hands them out, so a retry resumes from them
   * instead of creating a second post; throws when the worker lost its claim (publishing must stop).
   */
  saveProgress(progress: string): Promise<void>;
}

/** A published occurrence: the network's id of the post and how its first comment went, if it had one. */
export interface PublishResult {
  networkPostId: string;
  firstComment?: FirstCommentOutcome;
}

/** Publishes one occurrence; throws `PublishError` (transient or permanent) when the network refuses. */
export type Publisher = (request: PublishRequest) => Promise<PublishResult>;

/** A refusal from a network: `transient` is retried with backoff, `permanent` fails the occurrence. */
export class PublishError extends Error {
  constructor(
    readonly kind: 'transient' | 'permanent',
    /** pt-BR reason the UI can show. */
    message: string,
  ) {
    super(message);
    this.name = 'PublishError';
  }
}

/**
 * A network's refusal of the account itself (a revoked or expired token): permanent like any refusal, and
 * of its own type so the worker marks the account EXPIRED without reading the message.
 */
export class ConnectionRefusedError extends PublishError {
  constructor() {
    super('permanent', failureMessages.accountNotActive);
    this.name = 'ConnectionRefusedError';
  }
}

/** Whether a network refused the account itself (see `ConnectionRefusedError`). */
export function refusedConnection(error: unknown): error is ConnectionRefusedError {
  return error instanceof ConnectionRefusedError;
}

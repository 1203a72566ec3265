import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { EncodedAnswer } from '../openapi/operations.js';
import type { ProjectAccess } from '../projects/access.js';

/**
 * The post reads' answers (`GET /posts`, `GET /posts/scheduled`), kept per instance while their project's
 * posts do not change. The database counts each project's committed changes to what those answers show
 * (migration 0023's triggers); every call reads that count with its membership, so an answer is reused only
 * while no change was committed since it was made, through any instance or the scheduler. A page of posts
 * costs a statement and its presentation; the calendar's week, 200 posts and their signed links. The
 * answers' media links were signed for a day when they were made; an answer is reused for a minute at most.
 */
export interface PostReadCache {
  /**
   * The answer `read` gives for `key` in the caller's project, encoded: the one kept at the project's
   * current count when there is one, else `read`'s, kept for the next call. Concurrent calls share one read.
   * `fresh` (the caller sent `Cache-Control: no-cache`) reads anew whatever is kept.
   */
  answer(
    access: ProjectAccess,
    key: string,
    read: () => Promise<unknown>,
    fresh?: boolean,
  ): Promise<EncodedAnswer>;
}

/** Whether a request asks for an answer made for it (`Cache-Control: no-cache`). */
export const asksForFreshAnswer = (request: FastifyRequest) =>
  /\bno-cache\b/i.test(String(request.headers['cache-control'] ?? ''));

/** How long a kept answer is reused at most. */
export const postReadMaxAgeMs = 60_000;

interface KeptAnswer {
  version: string;
  answer: Promise<EncodedAnswer>;
  madeAt: number;
  /** Its bytes, once made. */
  size: number;
}

/** A cache of at most `maxBytes` of answers (the least recently used go first); 0 keeps none. */
export function createPostReadCache(db: Db, maxBytes: number, now = Date.now): PostReadCache {
  // In order of use: the least recently used first.
  const kept = new Map<string, KeptAnswer>();
  let size = 0;
  const drop = (id: string, entry: KeptAnswer) => {
    if (kept.get(id) !== entry) return;
    kept.delete(id);
    size -= entry.size;
  };
  return {
    async answer(access, key, read, fresh = false) {
      if (maxBytes === 0) return new EncodedAnswer(await read());
      const version = access.readVersion ?? (await readVersion(db, access.projectId));
      const id = `${access.projectId} ${key}`;
      const at = now();
      const known = kept.get(id);
      if (!fresh && known?.version === version && at - known.madeAt < postReadMaxAgeMs) {
        kept.delete(id);
        kept.set(id, known);
        return known.answer;
      }
      if (known) drop(id, known);
      // Made after the count was read, the answer shows at least what that count stands for.
      const entry: KeptAnswer = {
        version,
        madeAt: at,
        size: 0,
        answer: read().then((data) => new EncodedAnswer(data)),
      };
      kept.set(id, entry);
      entry.answer.then(
        ({ body }) => {
          if (kept.get(id) !== entry) return;
          entry.size = body.length;
          size += entry.size;
          for (const [oldId, old] of kept) {
            if (size <= maxBytes) break;
            drop(oldId, old);
          }
        },
        () => drop(id, entry),
      );
      return entry.answer;
    },
  };
}

/** The project's count of changes, for callers whose access did not read it (partners). */
async function readVersion(db: Db, projectId: string): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select coalesce((select version from project_read_versions where project_id = ${projectId}), 0)::text as version
  `.execute(db);
  return rows[0]?.version ?? '0';
}

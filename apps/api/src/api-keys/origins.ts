import type { Db } from '../db/database.js';
import { rememberLookups } from '../db/remembered-lookups.js';

/** How long an instance trusts its answer about one origin; a change is seen everywhere within this time. */
export const allowedOriginTtlMs = 30_000;
/** Distinct origins remembered at most (each unknown origin a browser sends would otherwise grow the map). */
const maxCachedOrigins = 5_000;

/** Which projects allow an origin, cached per origin for a short time. */
export interface AllowedOriginsCache {
  /** The ids of the projects whose allow-list has `origin` exactly. */
  projectsAllowing(origin: string): Promise<ReadonlySet<string>>;
  /** Drops what this instance remembers about `origins` (after it changed a project's list). */
  forget(origins: Iterable<string>): void;
}

/**
 * The allow-list look-up of CORS and of the browser-token check: one indexed select per origin every
 * 30 seconds per instance, shared by the concurrent requests that ask meanwhile.
 */
export function createAllowedOriginsCache(db: Db, now: () => number = Date.now): AllowedOriginsCache {
  const origins = rememberLookups(
    (origin) =>
      db
        .selectFrom('project_allowed_origins')
        .select('project_id')
        .where('origin', '=', origin)
        .execute()
        .then((rows): ReadonlySet<string> => new Set(rows.map((row) => row.project_id))),
    { ttlMs: allowedOriginTtlMs, max: maxCachedOrigins, now },
  );
  return {
    projectsAllowing: (origin) => origins.get(origin, undefined),
    forget(changed) {
      const forgotten = new Set(changed);
      origins.forget((origin) => forgotten.has(origin));
    },
  };
}

/** A project's allowed origins, in the order they were given. */
export async function projectOrigins(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('project_allowed_origins')
    .select('origin')
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('origin')
    .execute();
  return rows.map((row) => row.origin);
}

/** Replaces a project's allowed origins; answers the origins removed or added (to forget in the cache). */
export async function replaceProjectOrigins(db: Db, projectId: string, origins: readonly string[]) {
  return db.transaction().execute(async (tx) => {
    const before = await projectOrigins(tx, projectId);
    await tx.deleteFrom('project_allowed_origins').where('project_id', '=', projectId).execute();
    if (origins.length > 0) {
      // Increasing times keep the order the list was given in.
      const start = Date.now();
      await tx
        .insertInto('project_allowed_origins')
        .values(
          origins.map((origin, index) => ({
            project_id: projectId,
            origin,
            created_at: new Date(start + index),
          })),
        )
        .execute();
    }
    return new Set([...before, ...origins]);
  });
}

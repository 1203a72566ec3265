import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { OccurrenceStatus, SocialAccountStatus } from '../db/schema.js';

// The posts the API answers are read in one statement each: the post rows with their occurrences and media
// aggregated into JSON by the database. A page used to take five round trips (count, ids, posts,
// occurrences, media); under load each waits its turn for the database, so the waits, not the work, set
// the pace (bench/README.md has the profile). Timestamps travel as JSON's ISO 8601 text (microseconds and
// the session's offset); `new Date()` truncates them to the millisecond as the driver does for a column.

/** One occurrence of a post as the read statements answer it. */
export interface ScheduleDocument {
  id: number;
  scheduledAt: string;
  postedAt: string | null;
  status: OccurrenceStatus;
  failureReason: string | null;
  accountId: string;
  username: string;
  accountStatus: SocialAccountStatus;
  platformName: string;
}

/** One media file of a post, with where its bytes are (the links are signed by the presenter). */
export interface MediaDocument {
  fileId: string;
  contentType: string;
  fileName: string;
  storageKey: string;
  thumbnailKey: string | null;
}

/** A post with its occurrences (in time order) and media (in position order). */
export interface PostDocument {
  id: number;
  caption: string;
  description: string | null;
  location: string | null;
  userTags: string | null;
  productTags: string | null;
  altText: string | null;
  createdAt: string;
  updatedAt: string;
  schedules: ScheduleDocument[];
  media: MediaDocument[];
}

/**
 * The posts picked by `picked` (a query of `post_id` and `ord`), as one JSON array in `ord` order. The
 * occurrences and media of all of them are aggregated in one pass each and joined by hash: a subquery per
 * post scanned `post_schedules` once per post (a calendar week: 200 scans) and cost more than the rest.
 */
function postsJson(projectId: string, picked: RawBuilder<unknown>) {
  return sql<PostDocument[]>`(
    with picked as (${picked}),
    schedules as (
      select s.post_id, json_agg(json_build_object(
        'id', s.id,
        'scheduledAt', s.scheduled_at,
        'postedAt', s.posted_at,
        'status', s.status,
        'failureReason', s.failure_reason,
        'accountId', a.id,
        'username', a.username,
        'accountStatus', a.status,
        'platformName', pl.name
      ) order by s.scheduled_at, s.id) as list
      from picked k
      join post_schedules s on s.post_id = k.post_id
      join social_accounts a on a.id = s.social_account_id
      join platforms pl on pl.id = a.platform_id
      group by s.post_id
    ),
    media as (
      select m.post_id, json_agg(json_build_object(
        'fileId', m.file_id,
        'contentType', m.content_type,
        'fileName', m.file_name,
        'storageKey', f.storage_key,
        'thumbnailKey', f.thumbnail_key
      ) order by m.position) as list
      from picked k
      join post_media m on m.post_id = k.post_id
      join storage_files f on f.id = m.file_id
      group by m.post_id
    )
    select coalesce(json_agg(json_build_object(
      'id', p.id,
      'caption', p.caption,
      'description', p.description,
      'location', p.location,
      'userTags', p.user_tags,
      'productTags', p.product_tags,
      'altText', p.alt_text,
      'createdAt', p.created_at,
      'updatedAt', p.updated_at,
      'schedules', coalesce(schedules.list, '[]'::json),
      'media', coalesce(media.list, '[]'::json)
    ) order by k.ord), '[]'::json)
    from picked k
    join posts p on p.id = k.post_id and p.project_id = ${projectId}
    left join schedules on schedules.post_id = k.post_id
    left join media on media.post_id = k.post_id
  )`;
}

/** The posts `postIds` of the project, in the order of `postIds` (ids of other projects are left out). */
export async function readPosts(db: Db, projectId: string, postIds: readonly number[]) {
  if (postIds.length === 0) return [];
  const picked = sql`
    select id as post_id, ord from unnest(array[${sql.join(postIds)}]::int[])
      with ordinality as ids(id, ord)`;
  const { rows } = await sql<{ posts: PostDocument[] }>`
    select ${postsJson(projectId, picked)} as posts`.execute(db);
  return rows[0]?.posts ?? [];
}

/** How `GET /posts` orders and cuts the project's posts. */
export interface PageRequest {
  index: number;
  size: number;
  column: 'created_at' | 'updated_at';
  direction: 'asc' | 'desc';
}

/**
 * One page of the project's posts and how many it has, in one statement. The page's rows come from the
 * `(project_id, created_at|updated_at, id)` indexes with OFFSET (bench/README.md: a deep page of a
 * 100,000-post project still answers in a few milliseconds).
 */
export async function readPostPage(
  db: Db,
  projectId: string,
  page: PageRequest,
): Promise<{ total: number; posts: PostDocument[] }> {
  const direction = sql.raw(page.direction);
  const order = sql`${sql.ref(page.column)} ${direction}, id ${direction}`;
  const picked = sql`
    select id as post_id, row_number() over (order by ${order}) as ord from (
      select id, ${sql.ref(page.column)} from posts where project_id = ${projectId}
      order by ${order} limit ${page.size} offset ${page.index * page.size}
    ) page`;
  const { rows } = await sql<{ total: number; posts: PostDocument[] }>`
    select
      (select count(*) from posts where project_id = ${projectId})::int as total,
      ${postsJson(projectId, picked)} as posts`.execute(db);
  const row = rows[0];
  return { total: row?.total ?? 0, posts: row?.posts ?? [] };
}

/** The project's posts with an occurrence in [from, to), by their first occurrence there, in one statement. */
export async function readPostsScheduledBetween(
  db: Db,
  projectId: string,
  from: Date,
  to: Date,
): Promise<PostDocument[]> {
  const picked = sql`
    select post_id, row_number() over (order by min(scheduled_at), post_id) as ord from post_schedules
    where project_id = ${projectId} and scheduled_at >= ${from} and scheduled_at < ${to}
    group by post_id`;
  const { rows } = await sql<{ posts: PostDocument[] }>`
    select ${postsJson(projectId, picked)} as posts`.execute(db);
  return rows[0]?.posts ?? [];
}

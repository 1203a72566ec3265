import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { OccurrenceStatus, SocialAccountStatus } from '../db/schema.js';

// The posts the API answers are read in one statement each: the post rows with their occurrences and media
// aggregated into JSON by the database. A page used to take five round trips (count, ids, posts,
// occurrences, media); under load each waits its turn for the database, so the waits, not the work, set
// the pace (bench/README.md has the profile). Timestamps travel as epoch milliseconds, truncated the way
// the driver truncates a timestamp column into a `Date`, so the answers are the same to the millisecond.

/** One occurrence of a post as the read statements answer it. */
export interface ScheduleDocument {
  id: number;
  scheduledAt: number;
  postedAt: number | null;
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
  createdAt: number;
  updatedAt: number;
  schedules: ScheduleDocument[];
  media: MediaDocument[];
}

/** Epoch milliseconds of a timestamp column (numeric in PostgreSQL 14+, so exact before `floor`). */
const epochMs = (column: string) => sql`floor(extract(epoch from ${sql.ref(column)}) * 1000)::bigint`;

/** The JSON of the post row aliased `p`, as `PostDocument`. */
const postJson: RawBuilder<PostDocument> = sql`json_build_object(
  'id', p.id,
  'caption', p.caption,
  'description', p.description,
  'location', p.location,
  'userTags', p.user_tags,
  'productTags', p.product_tags,
  'altText', p.alt_text,
  'createdAt', ${epochMs('p.created_at')},
  'updatedAt', ${epochMs('p.updated_at')},
  'schedules', (
    select coalesce(json_agg(json_build_object(
      'id', s.id,
      'scheduledAt', ${epochMs('s.scheduled_at')},
      'postedAt', ${epochMs('s.posted_at')},
      'status', s.status,
      'failureReason', s.failure_reason,
      'accountId', a.id,
      'username', a.username,
      'accountStatus', a.status,
      'platformName', pl.name
    ) order by s.scheduled_at, s.id), '[]'::json)
    from post_schedules s
    join social_accounts a on a.id = s.social_account_id
    join platforms pl on pl.id = a.platform_id
    where s.post_id = p.id
  ),
  'media', (
    select coalesce(json_agg(json_build_object(
      'fileId', m.file_id,
      'contentType', m.content_type,
      'fileName', m.file_name,
      'storageKey', f.storage_key,
      'thumbnailKey', f.thumbnail_key
    ) order by m.position), '[]'::json)
    from post_media m
    join storage_files f on f.id = m.file_id
    where m.post_id = p.id
  )
)`;

/** The posts `postIds` of the project, in the order of `postIds` (ids of other projects are left out). */
export async function readPosts(db: Db, projectId: string, postIds: readonly number[]) {
  if (postIds.length === 0) return [];
  const { rows } = await sql<{ post: PostDocument }>`
    select ${postJson} as post from posts p
    where p.project_id = ${projectId} and p.id in (${sql.join(postIds)})`.execute(db);
  const byId = new Map(rows.map(({ post }) => [post.id, post]));
  return postIds.flatMap((id) => byId.get(id) ?? []);
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
 * `(project_id, created_at|updated_at, id)` indexes with OFFSET; migration 0017 and bench/README.md say
 * why OFFSET stays (a deep page of a 100,000-post project still answers in a few milliseconds).
 */
export async function readPostPage(
  db: Db,
  projectId: string,
  page: PageRequest,
): Promise<{ total: number; posts: PostDocument[] }> {
  const order = sql`${sql.ref(`p.${page.column}`)} ${sql.raw(page.direction)}, p.id ${sql.raw(page.direction)}`;
  const { rows } = await sql<{ total: number; posts: PostDocument[] }>`
    select
      (select count(*) from posts where project_id = ${projectId})::int as total,
      (
        select coalesce(json_agg(${postJson} order by ${order}), '[]'::json)
        from (
          select * from posts p where p.project_id = ${projectId}
          order by ${order} limit ${page.size} offset ${page.index * page.size}
        ) p
      ) as posts`.execute(db);
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
  const { rows } = await sql<{ posts: PostDocument[] }>`
    select coalesce(json_agg(${postJson} order by w.first, w.post_id), '[]'::json) as posts
    from (
      select post_id, min(scheduled_at) as first from post_schedules
      where project_id = ${projectId} and scheduled_at >= ${from} and scheduled_at < ${to}
      group by post_id
    ) w
    join posts p on p.id = w.post_id and p.project_id = ${projectId}`.execute(db);
  return rows[0]?.posts ?? [];
}

import type { Schemas } from '@postify/sdk';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { OccurrenceStatus, PostVersionRow, ReviewStatus, SocialAccountStatus } from '../db/schema.js';

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
  firstCommentStatus: 'POSTED' | 'FAILED' | null;
  firstCommentFailure: string | null;
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
  reviewStatus: ReviewStatus | null;
  tiktokOptions: Schemas['TikTokPostOptions'] | null;
  createdAt: string;
  updatedAt: string;
  versions: PostVersionRow[];
  schedules: ScheduleDocument[];
  media: MediaDocument[];
}

/** A post row of the read statements, before its occurrences and media are put in. */
type PostRowDocument = Omit<PostDocument, 'schedules' | 'media'>;

/** What one read statement answers: the posts in order, and the occurrences and media of all of them. */
interface PostParts {
  total?: number;
  posts: PostRowDocument[] | null;
  schedules: (ScheduleDocument & { postId: number })[] | null;
  media: (MediaDocument & { postId: number })[] | null;
}

/**
 * Reads the posts picked by `picked` (a query of the project's `post_id`s and their `ord`) in one
 * statement: the posts in `ord` order, then the occurrences (in time order) and the media (in position
 * order) of all of them, each as one JSON array put together here. Every part is an index lookup per
 * picked post, whatever the planner believes: a subquery per post scanned `post_schedules` once per post on
 * PostgreSQL (a calendar week: 200 scans), and joining the aggregated parts in SQL went quadratic on
 * PGlite, which has no autovacuum and so no statistics (1.3 s for the week instead of milliseconds).
 * `total`, when given, is answered beside them.
 */
async function readParts(
  db: Db,
  picked: RawBuilder<unknown>,
  total?: RawBuilder<number>,
): Promise<{ total: number; posts: PostDocument[] }> {
  const { rows } = await sql<PostParts>`
    with picked as materialized (${picked})
    select
      ${total ? sql`${total} as total,` : sql``}
      (
        select json_agg(json_build_object(
          'id', p.id,
          'caption', p.caption,
          'description', p.description,
          'location', p.location,
          'userTags', p.user_tags,
          'productTags', p.product_tags,
          'altText', p.alt_text,
          'reviewStatus', p.review_status,
          'tiktokOptions', p.tiktok_options,
          'createdAt', p.created_at,
          'updatedAt', p.updated_at,
          'versions', p.versions
        ) order by k.ord)
        from picked k join posts p on p.id = k.post_id
      ) as posts,
      (
        select json_agg(json_build_object(
          'postId', s.post_id,
          'id', s.id,
          'scheduledAt', s.scheduled_at,
          'postedAt', s.posted_at,
          'status', s.status,
          'failureReason', s.failure_reason,
          'firstCommentStatus', s.first_comment_status,
          'firstCommentFailure', s.first_comment_failure,
          'accountId', a.id,
          'username', a.username,
          'accountStatus', a.status,
          'platformName', pl.name
        ) order by s.scheduled_at, s.id)
        from picked k
        join post_schedules s on s.post_id = k.post_id
        join social_accounts a on a.id = s.social_account_id
        join platforms pl on pl.id = a.platform_id
      ) as schedules,
      (
        select json_agg(json_build_object(
          'postId', m.post_id,
          'fileId', m.file_id,
          'contentType', m.content_type,
          'fileName', m.file_name,
          'storageKey', f.storage_key,
          'thumbnailKey', f.thumbnail_key
        ) order by m.post_id, m.position)
        from picked k
        join post_media m on m.post_id = k.post_id
        join storage_files f on f.id = m.file_id
      ) as media`.execute(db);
  const row = rows[0];
  const posts = new Map<number, PostDocument>(
    (row?.posts ?? []).map((post) => [post.id, { ...post, schedules: [], media: [] }]),
  );
  for (const { postId, ...schedule } of row?.schedules ?? []) posts.get(postId)?.schedules.push(schedule);
  for (const { postId, ...item } of row?.media ?? []) posts.get(postId)?.media.push(item);
  return { total: row?.total ?? 0, posts: [...posts.values()] };
}

/** The posts `postIds` of the project, in the order of `postIds` (ids of other projects are left out). */
export async function readPosts(db: Db, projectId: string, postIds: readonly number[]) {
  if (postIds.length === 0) return [];
  const picked = sql`
    select p.id as post_id, ids.ord from unnest(array[${sql.join(postIds)}]::int[])
      with ordinality as ids(id, ord)
    join posts p on p.id = ids.id and p.project_id = ${projectId}`;
  return (await readParts(db, picked)).posts;
}

/** How `GET /posts` orders and cuts the project's posts. */
export interface PageRequest {
  index: number;
  size: number;
  column: 'created_at' | 'updated_at';
  direction: 'asc' | 'desc';
}

/**
 * One page of the project's posts and how many it has (the running count), in one statement. The page's
 * rows come from the `(project_id, created_at|updated_at, id)` indexes with OFFSET (bench/README.md: a deep
 * page of a 100,000-post project).
 */
export function readPostPage(
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
  return readParts(
    db,
    picked,
    sql<number>`coalesce((select posts from project_post_counts where project_id = ${projectId}), 0)`,
  );
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
  return (await readParts(db, picked)).posts;
}

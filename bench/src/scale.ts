// The scale option of the API benchmark (PostgreSQL only: it writes straight into the database):
// BENCH_POSTS more posts in the demo user's default project, and BENCH_PROJECTS other projects of their own
// users sharing the database, 100 posts each. The extra posts were published over the past year, so the
// measured week still holds the workload's 200, and `GET /posts` page 15 reads the newest of many.
import pg from 'pg';

export const scale = {
  posts: Number(process.env.BENCH_POSTS ?? 0),
  projects: Number(process.env.BENCH_PROJECTS ?? 0),
};

/** Seeds the extra data for the demo user `userId`, then vacuums and analyses. */
export async function seedScale(url: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ project_id: string; account_id: string }>(
      `select m.project_id, a.id as account_id from project_members m
       join social_accounts a on a.project_id = m.project_id
       where m.user_id = $1 and m.is_default order by a.created_at limit 1`,
      [userId],
    );
    const demo = rows[0];
    if (!demo) throw new Error('the demo project has no connected account');
    await seedPosts(client, [demo], scale.posts);
    if (scale.projects > 0) {
      const { rows: platform } = await client.query<{ id: number }>(
        `select id from platforms where name = 'Instagram'`,
      );
      const { rows: projects } = await client.query<{ project_id: string; account_id: string }>(
        `with owners as (
           insert into users (name, email, password_hash, email_verified_at, updated_at)
           select 'Projeto de carga ' || g, 'projeto-' || g || '@postify.dev', 'x', now(), now()
           from generate_series(1, $1::int) g returning id
         ), made as (
           insert into projects (name, description) select 'Carga', '' from owners returning id
         ), numbered_owners as (select id, row_number() over () as n from owners),
         numbered_projects as (select id, row_number() over () as n from made),
         members as (
           insert into project_members (project_id, user_id, role, is_default)
           select p.id, o.id, 'OWNER', true from numbered_projects p join numbered_owners o using (n)
         )
         insert into social_accounts (project_id, platform_id, username)
         select id, $2, 'carga' from made returning project_id, id as account_id`,
        [scale.projects, platform[0]?.id],
      );
      await seedPosts(client, projects, 100);
    }
    // What autovacuum would have done by the time a project holds this many posts: statistics for the
    // planner and a visibility map, so the reads use the indexes alone; then a checkpoint, so that writing
    // the seed's pages out is not measured with the first call.
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/** `count` posts in each project, one published occurrence each on its account, spread back in time. */
async function seedPosts(
  client: pg.Client,
  projects: { project_id: string; account_id: string }[],
  count: number,
) {
  if (count <= 0 || projects.length === 0) return;
  await client.query(
    `with made as (
       insert into posts (project_id, caption, created_at, updated_at)
       select t.project_id, 'Post antigo ' || g, now() - interval '8 days' - g * interval '5 minutes',
              now() - interval '8 days' - g * interval '5 minutes'
       from unnest($1::uuid[]) as t(project_id), generate_series(1, $2::int) g
       returning id, project_id, created_at
     )
     insert into post_schedules (post_id, project_id, social_account_id, scheduled_at, next_attempt_at, status, posted_at)
     select made.id, made.project_id, t.account_id, made.created_at, made.created_at, 'POSTED', made.created_at
     from made join unnest($1::uuid[], $3::uuid[]) as t(project_id, account_id) using (project_id)`,
    [projects.map((p) => p.project_id), count, projects.map((p) => p.account_id)],
  );
}

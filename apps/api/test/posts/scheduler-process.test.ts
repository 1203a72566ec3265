import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDatabase } from '../../src/db/database.js';
import { createTokenCipher } from '../../src/networks/token-crypto.js';
import { createOwnedProject } from '../../src/projects/membership.js';
import { seedReferenceData } from '../../src/seed/reference.js';
import { createTestDatabase, testDatabaseUrl } from '../support/database.js';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const jwtSecret = 'scheduler-process-secret-with-32-characters!';
let dataDir: string;
// On the PostgreSQL pass the process gets a database of its own; on the PGlite pass a data folder.
let databaseUrl = '';
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'postify-scheduler-'));
  if (testDatabaseUrl) {
    const database = await createTestDatabase('postify_scheduler');
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

/** Runs `pnpm scheduler --once` as its own process against the test database; resolves with its exit code. */
function runSchedulerOnce(): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@postify/source', '--import', 'tsx', 'src/scheduler/main.ts', '--once'],
      {
        cwd: apiRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          JWT_SECRET: jwtSecret,
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
        },
        stdio: 'ignore',
      },
    );
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  );
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

describe('the scheduler as its own process', () => {
  it('publishes what is due with `scheduler --once` and exits', async () => {
    const postId = await withDb(async (db) => {
      await seedReferenceData(db);
      const user = await db
        .insertInto('users')
        .values({
          name: 'Processo',
          email: 'processo@exemplo.com',
          phone: null,
          password_hash: null,
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const project = await createOwnedProject(db, user.id, 'Loja', 'Projeto do teste do processo.');
      const platform = await db
        .selectFrom('platforms')
        .select('id')
        .where('name', '=', 'Instagram')
        .executeTakeFirstOrThrow();
      const account = await db
        .insertInto('social_accounts')
        .values({
          project_id: project.id,
          platform_id: platform.id,
          username: 'processo',
          status: 'ACTIVE',
          network_user_id: '17841000000001',
          access_token_encrypted: createTokenCipher(null, jwtSecret).encrypt('sbx_at_17841000000001_token'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const post = await db
        .insertInto('posts')
        .values({
          project_id: project.id,
          created_by: user.id,
          caption: 'Publicado por outro processo',
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const due = new Date(Date.now() - 1000);
      await db
        .insertInto('post_schedules')
        .values({
          post_id: post.id,
          project_id: project.id,
          social_account_id: account.id,
          scheduled_at: due,
          next_attempt_at: due,
          updated_at: new Date(),
        })
        .execute();
      return post.id;
    });

    expect(await runSchedulerOnce()).toBe(0);

    const rows = await withDb((db) =>
      db
        .selectFrom('post_schedules')
        .select(['status', 'posted_at', 'network_post_id'])
        .where('post_id', '=', postId)
        .execute(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('POSTED');
    expect(rows[0]?.posted_at).not.toBeNull();
    expect(rows[0]?.network_post_id).toMatch(/^instagram_/);
    // The sandbox network kept what it was sent.
    const sent = await withDb((db) => db.selectFrom('sandbox_publications').select(['caption']).execute());
    expect(sent).toEqual([{ caption: 'Publicado por outro processo' }]);
  }, 120_000);
});

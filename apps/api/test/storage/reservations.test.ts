import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDatabase } from '../../src/db/database.js';
import { type Reservation, reserveUpload, type UploadReservation } from '../../src/storage/reservations.js';
import { projectQuota } from '../../src/storage/usage.js';
import { createTestDatabase, testDatabaseUrl } from '../support/database.js';

// Several API instances reserving for one account at once: on PostgreSQL each instance here is a database
// handle of its own (its own sessions), so only the database's locks stand between them and the quota.
const instances = testDatabaseUrl ? 4 : 1;
const mib = 1024 ** 2;

let handles: Db[] = [];
let drop = async () => {};
let owner: { userId: string; projectId: string; folderId: string };

beforeAll(async () => {
  if (testDatabaseUrl) {
    const database = await createTestDatabase();
    handles = Array.from({ length: instances }, () => openDatabase({ kind: 'postgres', url: database.url }));
    drop = database.drop;
  } else handles = [openDatabase({ kind: 'pglite', dataDir: null })];
  const [db] = handles;
  if (!db) throw new Error('no database');
  await migrate(db);
  const user = await db
    .insertInto('users')
    .values({ name: 'Dona', email: 'dona@postify.dev', updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto('projects')
    .values({ name: 'Loja', description: '', updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('project_members')
    .values({ project_id: project.id, user_id: user.id, role: 'OWNER', is_default: true })
    .execute();
  const folder = await db
    .insertInto('storage_folders')
    .values({ project_id: project.id, name: 'Campanhas' })
    .returning('id')
    .executeTakeFirstOrThrow();
  owner = { userId: user.id, projectId: project.id, folderId: folder.id };
});

afterAll(async () => {
  await Promise.all(handles.map((db) => db.destroy()));
  await drop();
});

/** An upload of the owner's (no plan: the free 1 GB). */
function upload(fileSize: number, maxPending: number): UploadReservation {
  return {
    id: randomUUID(),
    projectId: owner.projectId,
    userId: owner.userId,
    folderId: owner.folderId,
    fileName: `${randomUUID()}.mp4`,
    fileSize,
    contentType: 'video/mp4',
    partCount: null,
    uploadId: null,
    expiresAt: new Date(Date.now() + 15 * 60_000),
    apiKeyId: null,
    maxPending,
    unlocked: false,
  };
}

/** `count` reservations at once, spread over the instances. */
function reserveAtOnce(count: number, make: () => UploadReservation): Promise<Reservation['outcome'][]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const db = handles[index % handles.length];
      if (!db) throw new Error('no database');
      return (await reserveUpload(db, make())).outcome;
    }),
  );
}

describe('upload reservations from several instances at once', () => {
  it('never hold more than the quota together', async () => {
    const outcomes = await reserveAtOnce(40, () => upload(100 * mib, 1000));
    expect(outcomes.filter((outcome) => outcome === 'RESERVED')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'OVER_QUOTA')).toHaveLength(30);
    const [db] = handles;
    if (!db) throw new Error('no database');
    expect(await projectQuota(db, owner.projectId)).toMatchObject({
      usedBytes: 0,
      reservedBytes: 1000 * mib,
    });
  });

  it('never give one user more pending uploads than the cap', async () => {
    // 10 are pending from the test above.
    const outcomes = await reserveAtOnce(40, () => upload(1, 25));
    expect(outcomes.filter((outcome) => outcome === 'RESERVED')).toHaveLength(15);
    expect(outcomes.filter((outcome) => outcome === 'TOO_MANY_PENDING')).toHaveLength(25);
  });
});

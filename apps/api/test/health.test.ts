import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase, testDatabaseUrl } from './support/database.js';
import { startTestServer, type TestServer } from './support/server.js';

// What a load balancer or an orchestrator reads: liveness (the process answers) and readiness (this instance
// can serve: database reachable, migrations current, not shutting down).
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('health for load balancers', () => {
  it('answers live while the process runs, without authentication', async () => {
    const answer = await t.call('GET', '/health/live');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'success', data: { status: 'ok' } });
  });

  it('answers ready when the database is reachable and its migrations are current', async () => {
    const answer = await t.call('GET', '/health/ready');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      data: { status: 'ok', database: 'up', migrations: 'current' },
    });
  });

  it('answers 503 not ready, in Portuguese, while a migration is pending', async () => {
    const [last] = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`
      .execute(t.db)
      .then((r) => r.rows);
    await sql`delete from kysely_migration where name = ${last?.name}`.execute(t.db);
    try {
      const answer = await t.call('GET', '/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'error',
        code: 'SERVICE_UNAVAILABLE',
        message: 'Serviço temporariamente indisponível',
        details: [{ field: 'migrations', message: 'Há migrações pendentes: rode o comando migrate.' }],
      });
      // Liveness does not depend on the database: restarting would not help.
      expect((await t.call('GET', '/health/live')).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last?.name}, ${last?.timestamp})`.execute(
        t.db,
      );
    }
    expect((await t.call('GET', '/health/ready')).status).toBe(200);
  });

  it('answers 503 not ready once the process begins shutting down, and keeps /health as it was', async () => {
    t.server.services.lifecycle.shuttingDown = true;
    try {
      const answer = await t.call('GET', '/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: [{ field: 'server', message: 'O servidor está sendo encerrado.' }],
      });
      expect((await t.call('GET', '/health')).status).toBe(200);
      expect((await t.call('GET', '/health/live')).status).toBe(200);
    } finally {
      t.server.services.lifecycle.shuttingDown = false;
    }
  });
});

describe('production start on a database that is not migrated', () => {
  it('refuses to start and names the migrate command, leaving the database untouched', async () => {
    const database = testDatabaseUrl ? await createTestDatabase('postify_pending') : null;
    const open = () =>
      openDatabase(database ? { kind: 'postgres', url: database.url } : { kind: 'pglite', dataDir: null });
    const db = open();
    const config = {
      ...loadConfig({ NODE_ENV: 'test', PORT: '0', JWT_SECRET: 'test-secret-with-at-least-32-characters!!' }),
      migrateOnStart: false,
    };
    try {
      await expect(buildServer(config, { db })).rejects.toThrow(
        /pending migration\(s\) \(0001_accounts, .*run the migrate command first \(node dist\/migrate\.js/,
      );
      if (database) {
        const check = open();
        const tables = await check.introspection.getTables();
        expect(tables.map((table) => table.name)).not.toContain('users');
        await check.destroy();
      }
    } finally {
      await database?.drop();
    }
  });
});

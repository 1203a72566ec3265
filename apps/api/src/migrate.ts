import { loadConfig } from './config.js';
import { databaseTarget, migrate, openDatabase } from './db/database.js';
import { seedReferenceData } from './seed/reference.js';

// The `migrate` command: applies the pending migrations and the reference data (plans), then exits. Production
// runs it once before starting (or upgrading) the API instances and the workers, which refuse pending migrations.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const db = openDatabase(databaseTarget(config));
try {
  const applied = await migrate(db);
  await seedReferenceData(db);
  console.log(
    applied.length > 0
      ? `migrate: applied ${applied.length} migration(s): ${applied.join(', ')}`
      : 'migrate: the database is up to date',
  );
} catch (error) {
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

import type { TestServer } from '../support/server.js';

/** A storage test server with its own data folder. */
export type StorageTestServer = TestServer & { dataDir: string };

/** What the shared storage suites need from the file that runs them against one driver. */
export interface SuiteEnv {
  driver: 'local' | 's3';
  /** The server started by the test file's `beforeAll`. */
  server: () => StorageTestServer;
  /** Whether the driver still holds bytes under `key`. */
  objectExists: (key: string) => Promise<boolean>;
}

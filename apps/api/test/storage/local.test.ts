import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { folderSuite } from './folder-suite.js';
import type { StorageTestServer } from './suite-env.js';
import { startStorageServer } from './support.js';
import { thumbnailSuite } from './thumbnail-suite.js';
import { uploadSuite } from './upload-suite.js';

// The default driver: files under DATA_DIR/storage, served by the API's own HMAC-signed URLs.
let t: StorageTestServer;
beforeAll(async () => {
  t = await startStorageServer();
});
afterAll(async () => {
  await t.close();
});

const env = {
  driver: 'local' as const,
  server: () => t,
  objectExists: (key: string) =>
    access(join(t.dataDir, 'storage', 'blobs', key.slice(0, 2), key)).then(
      () => true,
      () => false,
    ),
};
uploadSuite(env);
thumbnailSuite(env);
folderSuite(env);

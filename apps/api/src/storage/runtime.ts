import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Services } from '../services.js';
import type { StorageDriver } from './drivers/driver.js';
import { createLocalDriver } from './drivers/local.js';
import { createS3Driver } from './drivers/s3.js';
import { type BlobSigner, createBlobSigner } from './signing.js';

/** The storage part's per-server state: the driver, the URL signer and the temporary folder. */
export interface StorageRuntime {
  driver: StorageDriver;
  signer: BlobSigner;
  /** Where uploads are streamed and verified before they become files. */
  tempDir: string;
}

const runtimes = new WeakMap<Services, StorageRuntime>();

/** The storage runtime of this server, made on first use from its configuration. */
export async function storageOf(services: Services): Promise<StorageRuntime> {
  const existing = runtimes.get(services);
  if (existing) return existing;
  const { config } = services;
  const root = join(config.dataDir, 'storage');
  const signer = createBlobSigner(config.jwtSecret);
  const tempDir = join(root, 'tmp');
  await mkdir(tempDir, { recursive: true });
  const runtime: StorageRuntime = {
    driver: config.storage.s3
      ? createS3Driver(config.storage.s3)
      : createLocalDriver(root, config.publicApiUrl, signer),
    signer,
    tempDir,
  };
  runtimes.set(services, runtime);
  return runtime;
}

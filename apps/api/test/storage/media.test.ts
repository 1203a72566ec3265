import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteProjectMedia, projectMediaUrl, saveProjectMedia } from '../../src/storage/media.js';
import { projectQuota } from '../../src/storage/usage.js';
import { createUser, startTestServer, type TestServer } from '../support/server.js';
import { pngBytes } from './png.js';

let t: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'postify-media-'));
  t = await startTestServer({ dataDir });
  t.config.publicApiUrl = t.url;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('post media kept in storage', () => {
  it('saves verified bytes in the project media folder, counts them in usage and deletes them', async () => {
    const { projectId } = await createUser(t, 'media@postify.dev');
    const services = t.server.services;
    const png = pngBytes();
    const saved = await saveProjectMedia(services, projectId, {
      fileName: '../../etc/foto.png',
      contentType: 'image/png',
      bytes: png,
    });
    expect(saved.fileName).toBe('foto.png');
    expect(saved.contentType).toBe('image/png');
    expect((await projectQuota(t.db, projectId)).usedBytes).toBe(png.length);

    const again = await saveProjectMedia(services, projectId, {
      fileName: 'foto.png',
      contentType: 'image/png',
      bytes: png,
    });
    expect(again.fileName).toBe('foto (2).png');
    expect((await projectQuota(t.db, projectId)).usedBytes).toBe(2 * png.length);

    const url = await projectMediaUrl(services, projectId, saved.fileId);
    expect(url).toContain(`/storage/blobs/${saved.fileId}?expires=`);

    await deleteProjectMedia(services, projectId, saved.fileId);
    await deleteProjectMedia(services, projectId, again.fileId);
    expect((await projectQuota(t.db, projectId)).usedBytes).toBe(0);
    const folders = await t.db.selectFrom('storage_folders').select(['is_system']).execute();
    expect(folders).toEqual([{ is_system: true }]);
  });

  it('refuses bytes that are not what they claim to be, storing nothing', async () => {
    const { projectId } = await createUser(t, 'media-fake@postify.dev');
    await expect(
      saveProjectMedia(t.server.services, projectId, {
        fileName: 'video.mp4',
        contentType: 'video/mp4',
        bytes: pngBytes(),
      }),
    ).rejects.toMatchObject({ statusCode: 415 });
    await expect(
      saveProjectMedia(t.server.services, projectId, {
        fileName: 'script.sh',
        contentType: 'application/x-sh',
        bytes: new TextEncoder().encode('echo oi'),
      }),
    ).rejects.toMatchObject({ statusCode: 415 });
    expect((await projectQuota(t.db, projectId)).usedBytes).toBe(0);
  });

  it("does not delete another project's file", async () => {
    const owner = await createUser(t, 'media-owner@postify.dev');
    const other = await createUser(t, 'media-other@postify.dev');
    const saved = await saveProjectMedia(t.server.services, owner.projectId, {
      fileName: 'a.png',
      contentType: 'image/png',
      bytes: pngBytes(),
    });
    await deleteProjectMedia(t.server.services, other.projectId, saved.fileId);
    await expect(projectMediaUrl(t.server.services, other.projectId, saved.fileId)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await projectQuota(t.db, owner.projectId)).usedBytes).toBe(pngBytes().length);
  });
});

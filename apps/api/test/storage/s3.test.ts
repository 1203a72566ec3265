import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, NotFound, S3Client } from '@aws-sdk/client-s3';
import type { Schemas } from '@postify/sdk';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../src/config.js';
import { loadConfig } from '../../src/config.js';
import { folderSuite } from './folder-suite.js';
import { pngBytes } from './png.js';
import type { StorageTestServer } from './suite-env.js';
import { digestOf, memberWithFolder, mp4Stream, putBytes, startStorageServer, tempFiles } from './support.js';
import { thumbnailSuite } from './thumbnail-suite.js';
import { uploadSuite } from './upload-suite.js';

// The same suites as the local driver, against s3rver. It checks neither signatures nor expiry of presigned
// URLs: those are proven on our own signing code (signing.test.ts, the local suite's download-link test).
let s3rver: S3rver;
let s3Dir: string;
let settings: S3Settings;
let client: S3Client;
let t: StorageTestServer;

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'postify-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'postify-test' }],
  });
  const { port } = await s3rver.run();
  const env = {
    NODE_ENV: 'test',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'postify-test',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const { storage } = loadConfig(env);
  if (!storage.s3) throw new Error('S3 settings not read from the environment');
  settings = storage.s3;
  client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  t = await startStorageServer({ storage });
});
afterAll(async () => {
  await t.close();
  client.destroy();
  await s3rver.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const env = {
  driver: 's3' as const,
  server: () => t,
  async objectExists(key: string) {
    try {
      await client.send(new HeadObjectCommand({ Bucket: 'postify-test', Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound) return false;
      throw error;
    }
  },
};
uploadSuite(env);
thumbnailSuite(env);
folderSuite(env);

type Member = Awaited<ReturnType<typeof memberWithFolder>>;
const as = (member: Member, extra: Record<string, unknown> = {}) => ({
  token: member.token,
  projectId: member.projectId,
  ...extra,
});

async function objectKeys(): Promise<string[]> {
  const listing = await client.send(new ListObjectsV2Command({ Bucket: 'postify-test' }));
  return (listing.Contents ?? []).map((object) => object.Key ?? '');
}

async function keyOf(fileId: string): Promise<string> {
  const row = await t.db
    .selectFrom('storage_files')
    .select('storage_key')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return row.storage_key;
}

describe('S3-compatible driver (s3rver)', () => {
  it('reads its settings from S3_* variables and stays off without them', () => {
    expect(settings).toMatchObject({ bucket: 'postify-test', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'http://x', S3_BUCKET: 'b' }).storage.s3).toBeNull();
  });

  it('stores a verified upload in the bucket and serves it by a presigned URL with type, size and name', async () => {
    const member = await memberWithFolder(t, 's3@postify.dev');
    const size = 6 * 1024 * 1024;
    const url = await t.call<Schemas['UploadUrl']>(
      'POST',
      '/storage/upload-url',
      as(member, {
        body: {
          folder_id: member.folderId,
          file_name: 'Reunião.mp4',
          file_size: size,
          content_type: 'video/mp4',
        },
      }),
    );
    expect(url.status).toBe(200);
    const body = mp4Stream(size);
    const put = await putBytes(url.body.data.uploadUrl, body.stream, 'video/mp4', size);
    expect(put.status).toBe(200);
    const file = put.json().data as Schemas['StorageFile'];

    const head = await client.send(
      new HeadObjectCommand({ Bucket: 'postify-test', Key: await keyOf(file.fileId) }),
    );
    expect(head).toMatchObject({ ContentLength: size, ContentType: 'video/mp4' });
    expect(await tempFiles(t.dataDir)).toEqual([]);

    const link = await t.call<Schemas['DownloadUrl']>(
      'POST',
      `/storage/download-url/${file.fileId}`,
      as(member, { body: { expiration_minutes: 10080 } }),
    );
    expect(link.body.data.downloadUrl.startsWith(`${settings.endpoint}/postify-test/`)).toBe(true);
    const presigned = new URL(link.body.data.downloadUrl);
    expect(presigned.searchParams.get('X-Amz-Expires')).toBe('604800');
    const download = await fetch(link.body.data.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('video/mp4');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Reuni%C3%A3o.mp4");
    expect(await digestOf(download)).toEqual({ digest: body.digest(), size });

    const usage = await t.call<Schemas['StorageUsage']>('GET', '/storage/usage', as(member));
    expect(usage.body.data.usedBytes).toBe(size);
  });

  it('deletes the object with the file and with its folder', async () => {
    const member = await memberWithFolder(t, 's3-apagar@postify.dev');
    const png = pngBytes();
    const stored: Schemas['StorageFile'][] = [];
    for (const name of ['a.png', 'b.png']) {
      const url = await t.call<Schemas['UploadUrl']>(
        'POST',
        '/storage/upload-url',
        as(member, {
          body: {
            folder_id: member.folderId,
            file_name: name,
            file_size: png.length,
            content_type: 'image/png',
          },
        }),
      );
      const put = await putBytes(url.body.data.uploadUrl, png, 'image/png');
      expect(put.status).toBe(200);
      stored.push(put.json().data);
    }
    const [first, second] = stored;
    if (!first || !second) throw new Error('uploads missing');
    const firstKey = await keyOf(first.fileId);
    const secondKey = await keyOf(second.fileId);
    expect(await objectKeys()).toEqual(expect.arrayContaining([firstKey, secondKey]));

    expect((await t.call('DELETE', `/storage/files/${first.fileId}`, as(member))).status).toBe(200);
    expect(await objectKeys()).not.toContain(firstKey);
    expect((await t.call('DELETE', `/storage/folders/${member.folderId}`, as(member))).status).toBe(200);
    expect(await objectKeys()).not.toContain(secondKey);
    const usage = await t.call<Schemas['StorageUsage']>('GET', '/storage/usage', as(member));
    expect(usage.body.data.usedBytes).toBe(0);
  });

  it('puts nothing in the bucket for a refused upload (wrong content, over quota)', async () => {
    const member = await memberWithFolder(t, 's3-recusa@postify.dev');
    const before = await objectKeys();
    const png = pngBytes();
    const url = await t.call<Schemas['UploadUrl']>(
      'POST',
      '/storage/upload-url',
      as(member, {
        body: {
          folder_id: member.folderId,
          file_name: 'v.mp4',
          file_size: png.length,
          content_type: 'video/mp4',
        },
      }),
    );
    expect((await putBytes(url.body.data.uploadUrl, png, 'video/mp4')).status).toBe(415);
    const tooBig = await t.call(
      'POST',
      '/storage/upload-url',
      as(member, {
        body: {
          folder_id: member.folderId,
          file_name: 'g.mp4',
          file_size: 2 * 1024 ** 3,
          content_type: 'video/mp4',
        },
      }),
    );
    expect(tooBig.status).toBe(409);
    expect(await objectKeys()).toEqual(before);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });
});

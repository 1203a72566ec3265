import type { Schemas } from '@postify/sdk';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageOf } from '../../src/storage/runtime.js';
import type { StorageTestServer, SuiteEnv } from './suite-env.js';
import { memberWithFolder, putBytes } from './support.js';

/** Thumbnails made at upload completion, run against each storage driver. */
export function thumbnailSuite(env: SuiteEnv): void {
  describe(`thumbnails (${env.driver} driver)`, () => {
    let t: StorageTestServer;
    beforeAll(() => {
      t = env.server();
    });

    type Member = Awaited<ReturnType<typeof memberWithFolder>>;

    async function upload(member: Member, fileName: string, bytes: Buffer, contentType: string) {
      const url = await t.call<Schemas['UploadUrl']>('POST', '/storage/upload-url', {
        token: member.token,
        projectId: member.projectId,
        body: {
          folder_id: member.folderId,
          file_name: fileName,
          file_size: bytes.length,
          content_type: contentType,
        },
      });
      expect(url.status).toBe(200);
      const put = await putBytes(url.body.data.uploadUrl, bytes, contentType);
      expect(put.status).toBe(200);
      return put.json().data as Schemas['StorageFile'];
    }

    /** A 2000×1200 photo: large enough that a listing showing it would cost real bytes. */
    const photo = () =>
      sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#e4405f' } })
        .jpeg({ quality: 90 })
        .toBuffer();

    async function thumbnailKey(fileId: string) {
      const row = await t.db
        .selectFrom('storage_files')
        .select('thumbnail_key')
        .where('id', '=', fileId)
        .executeTakeFirstOrThrow();
      return row.thumbnail_key;
    }

    it('makes a WebP of at most 480 px for an uploaded photo and lists it beside the original', async () => {
      const member = await memberWithFolder(t, 'miniatura@postify.dev');
      const original = await photo();
      const file = await upload(member, 'verao.jpg', original, 'image/jpeg');
      expect(file.thumbnailUrl).toEqual(expect.any(String));

      const answer = await fetch(file.thumbnailUrl ?? '');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await answer.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 480, height: 288 });
      expect(bytes.length).toBeLessThan(original.length / 10);

      // The folder listing carries it too; the thumbnail is not counted in the quota.
      const folder = await t.call<Schemas['StorageFolder']>('GET', `/storage/folders/${member.folderId}`, {
        token: member.token,
        projectId: member.projectId,
      });
      expect(folder.body.data.files[0]?.thumbnailUrl).toEqual(expect.any(String));
      const usage = await t.call<Schemas['StorageUsage']>('GET', '/storage/usage', {
        token: member.token,
        projectId: member.projectId,
      });
      expect(usage.body.data.usedBytes).toBe(original.length);
    });

    it('gives videos and documents none, and removes the thumbnail with its file', async () => {
      const member = await memberWithFolder(t, 'sem-miniatura@postify.dev');
      const text = await upload(
        member,
        'roteiro.txt',
        Buffer.from('Roteiro do vídeo de verão'),
        'text/plain',
      );
      expect(text).not.toHaveProperty('thumbnailUrl');

      const file = await upload(member, 'capa.jpg', await photo(), 'image/jpeg');
      const key = await thumbnailKey(file.fileId);
      expect(key).not.toBeNull();
      expect(await env.objectExists(key ?? '')).toBe(true);
      const removed = await t.call('DELETE', `/storage/files/${file.fileId}`, {
        token: member.token,
        projectId: member.projectId,
      });
      expect(removed.status).toBe(200);
      expect(await env.objectExists(key ?? '')).toBe(false);
    });

    // s3rver checks no signatures: the thumbnail's own signature is proven on the API's links only.
    if (env.driver === 'local') {
      it('opens a thumbnail only with its own signature, and answers 404 for a file without one', async () => {
        const member = await memberWithFolder(t, 'assinatura-miniatura@postify.dev');
        const file = await upload(member, 'capa.jpg', await photo(), 'image/jpeg');
        const download = new URL(file.fileUrl);
        const asThumbnail = new URL(`${download.pathname}/thumbnail${download.search}`, download);
        expect((await fetch(asThumbnail)).status).toBe(403);

        const text = await upload(member, 'nota.txt', Buffer.from('nota'), 'text/plain');
        const { signer } = await storageOf(t.server.services);
        const expires = Math.floor(Date.now() / 1000) + 60;
        const signature = signer.sign({ method: 'GET', fileId: text.fileId, expires, variant: 'thumbnail' });
        const missing = await fetch(
          `${t.url}/api/v1/storage/blobs/${text.fileId}/thumbnail?expires=${expires}&signature=${signature}`,
        );
        expect(missing.status).toBe(404);
      });
    }
  });
}

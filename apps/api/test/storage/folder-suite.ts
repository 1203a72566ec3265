import type { Schemas } from '@postify/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTrialSubscription } from '../../src/billing/subscriptions.js';
import { saveProjectMedia } from '../../src/storage/media.js';
import { pngBytes } from './png.js';
import type { StorageTestServer, SuiteEnv } from './suite-env.js';
import { memberWithFolder, putBytes, tempFiles } from './support.js';

/** Folders, password folders, usage and isolation, run against each storage driver. */
export function folderSuite(env: SuiteEnv): void {
  describe(`folder (${env.driver} driver)`, () => {
    let t: StorageTestServer;
    beforeAll(() => {
      t = env.server();
    });

    type Member = Awaited<ReturnType<typeof memberWithFolder>>;
    const as = (member: Member, extra: Record<string, unknown> = {}) => ({
      token: member.token,
      projectId: member.projectId,
      ...extra,
    });

    async function upload(
      member: Member,
      folderId: string,
      fileName: string,
      headers: Record<string, string> = {},
    ) {
      const png = pngBytes();
      const url = await t.call<Schemas['UploadUrl']>(
        'POST',
        '/storage/upload-url',
        as(member, {
          headers,
          body: {
            folder_id: folderId,
            file_name: fileName,
            file_size: png.length,
            content_type: 'image/png',
          },
        }),
      );
      expect(url.status).toBe(200);
      const put = await putBytes(url.body.data.uploadUrl, png, 'image/png');
      expect(put.status).toBe(200);
      return put.json().data as Schemas['StorageFile'];
    }

    async function keyOf(fileId: string): Promise<string> {
      const row = await t.db
        .selectFrom('storage_files')
        .select('storage_key')
        .where('id', '=', fileId)
        .executeTakeFirstOrThrow();
      return row.storage_key;
    }

    describe('folders', () => {
      it('builds a tree with breadcrumbs and refuses blank and duplicate names in pt-BR', async () => {
        const member = await memberWithFolder(t, 'arvore@postify.dev');
        const child = await t.call<Schemas['StorageFolder']>(
          'POST',
          '/storage/folders',
          as(member, { body: { name: '  Black Friday  ', parent_folder_id: member.folderId } }),
        );
        expect(child.status).toBe(201);
        expect(child.body.data).toMatchObject({ name: 'Black Friday', parentFolderId: member.folderId });
        expect(child.body.data.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Campanhas', 'Black Friday']);

        const blank = await t.call('POST', '/storage/folders', as(member, { body: { name: '   ' } }));
        expect(blank.status).toBe(400);
        expect(blank.body.details).toContainEqual({
          field: 'name',
          message: 'O nome da pasta é obrigatório',
        });
        const duplicate = await t.call(
          'POST',
          '/storage/folders',
          as(member, { body: { name: 'Campanhas' } }),
        );
        expect(duplicate.status).toBe(409);
        expect(duplicate.body.message).toBe('Já existe uma pasta com este nome aqui');

        const roots = await t.call<Schemas['StorageFolderSummary'][]>('GET', '/storage/folders', as(member));
        expect(roots.body.data.map((folder) => folder.name)).toEqual(['Campanhas']);
        const opened = await t.call<Schemas['StorageFolder']>(
          'GET',
          `/storage/folders/${member.folderId}`,
          as(member),
        );
        expect(opened.body.data.subfolders.map((folder) => folder.name)).toEqual(['Black Friday']);

        const renamed = await t.call<Schemas['StorageFolder']>(
          'PUT',
          `/storage/folders/${child.body.data.folderId}/rename`,
          as(member, { body: { new_name: 'Natal' } }),
        );
        expect(renamed.body.data.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Campanhas', 'Natal']);
        const blankRename = await t.call(
          'PUT',
          `/storage/folders/${child.body.data.folderId}/rename`,
          as(member, { body: { new_name: ' ' } }),
        );
        expect(blankRename.status).toBe(400);
      });

      it('pages a folder’s files oldest first', async () => {
        const member = await memberWithFolder(t, 'paginas@postify.dev');
        for (const name of ['1.png', '2.png', '3.png']) await upload(member, member.folderId, name);
        const first = await t.call<Schemas['StorageFilePage']>(
          'GET',
          `/storage/folders/${member.folderId}/files?page_size=2`,
          as(member),
        );
        expect(first.body.data.files.map((file) => file.fileName)).toEqual(['1.png', '2.png']);
        const token = first.body.data.nextPageToken ?? '';
        const second = await t.call<Schemas['StorageFilePage']>(
          'GET',
          `/storage/folders/${member.folderId}/files?page_size=2&page_token=${token}`,
          as(member),
        );
        expect(second.body.data).toMatchObject({ nextPageToken: null });
        expect(second.body.data.files.map((file) => file.fileName)).toEqual(['3.png']);
      });
    });

    describe('password folders', () => {
      it('cannot be listed, uploaded into or downloaded from without the password, subfolders included', async () => {
        const member = await memberWithFolder(t, 'senha@postify.dev');
        const locked = await t.call<Schemas['StorageFolder']>(
          'POST',
          '/storage/folders',
          as(member, { body: { name: 'Contratos', needs_password: true, password: 'segredo-1' } }),
        );
        expect(locked.status).toBe(201);
        expect(locked.body.data.needsPassword).toBe(true);
        const lockedId = locked.body.data.folderId;
        const key = { 'x-folder-password': 'segredo-1' };

        const noPassword = await t.call('GET', `/storage/folders/${lockedId}`, as(member));
        expect(noPassword.status).toBe(403);
        expect(noPassword.body.code).toBe('FOLDER_PASSWORD_REQUIRED');
        const wrong = await t.call(
          'GET',
          `/storage/folders/${lockedId}`,
          as(member, { headers: { 'x-folder-password': 'errada' } }),
        );
        expect(wrong.status).toBe(403);
        expect(
          (await t.call('GET', `/storage/folders/${lockedId}`, as(member, { headers: key }))).status,
        ).toBe(200);
        expect((await t.call('GET', `/storage/folders/${lockedId}/files`, as(member))).status).toBe(403);

        const sub = await t.call<Schemas['StorageFolder']>(
          'POST',
          '/storage/folders',
          as(member, { headers: key, body: { name: 'Assinados', parent_folder_id: lockedId } }),
        );
        expect(sub.status).toBe(201);
        const subId = sub.body.data.folderId;
        expect((await t.call('GET', `/storage/folders/${subId}`, as(member))).status).toBe(403);
        const refusedUpload = await t.call(
          'POST',
          '/storage/upload-url',
          as(member, {
            body: { folder_id: subId, file_name: 'a.png', file_size: 10, content_type: 'image/png' },
          }),
        );
        expect(refusedUpload.status).toBe(403);

        const file = await upload(member, subId, 'contrato.png', key);
        const noDownload = await t.call(
          'POST',
          `/storage/download-url/${file.fileId}`,
          as(member, { body: {} }),
        );
        expect(noDownload.status).toBe(403);
        expect((await t.call('GET', `/storage/files/${file.fileId}`, as(member))).status).toBe(403);
        const download = await t.call<Schemas['DownloadUrl']>(
          'POST',
          `/storage/download-url/${file.fileId}`,
          as(member, { body: { password: 'segredo-1' } }),
        );
        expect(download.status).toBe(200);
        expect((await t.call('DELETE', `/storage/folders/${lockedId}`, as(member))).status).toBe(403);
      });

      it('refuses a password sent in the URL, right or wrong, with a pt-BR message, and never checks it', async () => {
        const member = await memberWithFolder(t, 'senha-na-url@postify.dev');
        const locked = await t.call<Schemas['StorageFolder']>(
          'POST',
          '/storage/folders',
          as(member, { body: { name: 'Privada', needs_password: true, password: 'segredo-3' } }),
        );
        const lockedId = locked.body.data.folderId;
        const file = await upload(member, lockedId, 'a.png', { 'x-folder-password': 'segredo-3' });
        const inUrl = [
          ['GET', `/storage/folders/${lockedId}?password=segredo-3`],
          ['GET', `/storage/folders/${lockedId}/files?password=segredo-3`],
          ['GET', `/storage/files/${file.fileId}?password=segredo-3`],
          ['DELETE', `/storage/files/${file.fileId}?password=segredo-3`],
          ['DELETE', `/storage/folders/${lockedId}?password=segredo-3`],
        ] as const;
        for (const [method, path] of inUrl) {
          const answer = await t.call(method, path, as(member));
          expect(answer.status, `${method} ${path}`).toBe(400);
          expect(answer.body).toMatchObject({
            code: 'VALIDATION_ERROR',
            details: [
              {
                field: 'password',
                message: 'A senha da pasta não pode ir no endereço: envie-a no cabeçalho X-Folder-Password.',
              },
            ],
          });
        }
        // Even with the right header, a password in the URL is refused; wrong ones there cost no attempt.
        const both = await t.call(
          'GET',
          `/storage/folders/${lockedId}?password=errada`,
          as(member, { headers: { 'x-folder-password': 'segredo-3' } }),
        );
        expect(both.status).toBe(400);
        const attempts = await t.db
          .selectFrom('rate_limits')
          .select('key')
          .where('key', 'like', `folder-password:${member.user.id}:%`)
          .execute();
        expect(attempts).toEqual([]);
        expect(
          (
            await t.call(
              'GET',
              `/storage/folders/${lockedId}`,
              as(member, { headers: { 'x-folder-password': 'segredo-3' } }),
            )
          ).status,
        ).toBe(200);
        expect(await env.objectExists(await keyOf(file.fileId))).toBe(true);
      });

      it('does not delete a folder holding a protected subfolder without that subfolder’s password', async () => {
        const member = await memberWithFolder(t, 'subpasta-protegida@postify.dev');
        const inner = await t.call<Schemas['StorageFolder']>(
          'POST',
          '/storage/folders',
          as(member, {
            body: {
              name: 'Contratos',
              parent_folder_id: member.folderId,
              needs_password: true,
              password: 'segredo-4',
            },
          }),
        );
        expect(inner.status).toBe(201);
        const innerId = inner.body.data.folderId;
        const secret = await upload(member, innerId, 'contrato.png', { 'x-folder-password': 'segredo-4' });
        const plain = await upload(member, member.folderId, 'capa.png');

        const refused = await t.call('DELETE', `/storage/folders/${member.folderId}`, as(member));
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          code: 'FOLDER_PASSWORD_REQUIRED',
          message:
            'Esta pasta contém uma pasta protegida por senha (Contratos). Informe a senha dela ou exclua-a antes.',
        });
        const wrong = await t.call(
          'DELETE',
          `/storage/folders/${member.folderId}`,
          as(member, { headers: { 'x-folder-password': 'errada' } }),
        );
        expect(wrong.status).toBe(403);
        // Nothing was deleted.
        for (const fileId of [secret.fileId, plain.fileId])
          expect(await env.objectExists(await keyOf(fileId))).toBe(true);
        expect(
          (
            await t.call(
              'GET',
              `/storage/folders/${innerId}`,
              as(member, { headers: { 'x-folder-password': 'segredo-4' } }),
            )
          ).status,
        ).toBe(200);

        const secretKey = await keyOf(secret.fileId);
        const deleted = await t.call(
          'DELETE',
          `/storage/folders/${member.folderId}`,
          as(member, { headers: { 'x-folder-password': 'segredo-4' } }),
        );
        expect(deleted.status).toBe(200);
        expect(await env.objectExists(secretKey)).toBe(false);
        expect((await t.call('GET', `/storage/folders/${innerId}`, as(member))).status).toBe(404);
      });

      it('locks a folder after 10 wrong passwords, even against the right one', async () => {
        const member = await memberWithFolder(t, 'forca-bruta@postify.dev');
        const locked = await t.call<Schemas['StorageFolder']>(
          'POST',
          '/storage/folders',
          as(member, { body: { name: 'Cofre', needs_password: true, password: 'segredo-2' } }),
        );
        const path = `/storage/folders/${locked.body.data.folderId}`;
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const answer = await t.call(
            'GET',
            path,
            as(member, { headers: { 'x-folder-password': `tentativa-${attempt}` } }),
          );
          expect(answer.status).toBe(403);
        }
        const limited = await t.call(
          'GET',
          path,
          as(member, { headers: { 'x-folder-password': 'segredo-2' } }),
        );
        expect(limited.status).toBe(403);
        expect(limited.body).toMatchObject({
          code: 'FOLDER_PASSWORD_REQUIRED',
          message: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
        });
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
      });

      it('requires a password when needs_password is set', async () => {
        const member = await memberWithFolder(t, 'sem-senha@postify.dev');
        const answer = await t.call(
          'POST',
          '/storage/folders',
          as(member, { body: { name: 'X', needs_password: true } }),
        );
        expect(answer.status).toBe(400);
        expect(answer.body.details).toContainEqual({
          field: 'password',
          message: 'Informe uma senha de 4 a 128 caracteres para proteger a pasta',
        });
      });
    });

    describe('usage and isolation', () => {
      it('keeps usage right through upload, rename and delete, and frees a deleted folder recursively', async () => {
        const member = await memberWithFolder(t, 'uso@postify.dev');
        const pro = await t.db
          .selectFrom('plans')
          .selectAll()
          .where('name', '=', 'Pro')
          .executeTakeFirstOrThrow();
        await startTrialSubscription(t.db, member.user.id, pro, 'MONTHLY', 'sandbox');
        const size = pngBytes().length;
        const usage = async () =>
          (await t.call<Schemas['StorageUsage']>('GET', '/storage/usage', as(member))).body.data;
        expect(await usage()).toMatchObject({
          usedBytes: 0,
          planName: 'Pro',
          storageLimitFormatted: '50 GB',
        });

        const first = await upload(member, member.folderId, 'a.png');
        const child = await t.call<Schemas['StorageFolder']>(
          'POST',
          '/storage/folders',
          as(member, { body: { name: 'Sub', parent_folder_id: member.folderId } }),
        );
        const inChild = await upload(member, child.body.data.folderId, 'b.png');
        expect(await usage()).toMatchObject({
          usedBytes: 2 * size,
          formattedSize: `${2 * size} B`,
          isOverLimit: false,
        });

        const renamed = await t.call<Schemas['StorageFile']>(
          'PUT',
          `/storage/files/${first.fileId}/rename`,
          as(member, { body: { new_name: 'capa.png' } }),
        );
        expect(renamed.body.data).toMatchObject({ fileName: 'capa.png', fileSize: size });
        expect((await usage()).usedBytes).toBe(2 * size);
        const same = await t.call(
          'PUT',
          `/storage/files/${inChild.fileId}/rename`,
          as(member, { body: { new_name: 'b.png' } }),
        );
        expect(same.status).toBe(200);
        const sibling = await upload(member, child.body.data.folderId, 'c.png');
        const taken = await t.call(
          'PUT',
          `/storage/files/${sibling.fileId}/rename`,
          as(member, { body: { new_name: 'b.png' } }),
        );
        expect(taken.status).toBe(400);
        expect(taken.body.details).toContainEqual({
          field: 'new_name',
          message: 'Já existe um arquivo com este nome nesta pasta',
        });
        expect((await t.call('DELETE', `/storage/files/${sibling.fileId}`, as(member))).status).toBe(200);

        expect((await t.call('DELETE', `/storage/files/${first.fileId}`, as(member))).status).toBe(200);
        expect((await usage()).usedBytes).toBe(size);
        const key = await t.db
          .selectFrom('storage_files')
          .select('storage_key')
          .where('id', '=', inChild.fileId)
          .executeTakeFirstOrThrow();
        expect(await env.objectExists(key.storage_key)).toBe(true);

        expect((await t.call('DELETE', `/storage/folders/${member.folderId}`, as(member))).status).toBe(200);
        expect((await usage()).usedBytes).toBe(0);
        expect(await env.objectExists(key.storage_key)).toBe(false);
        expect((await t.call('GET', `/storage/folders/${child.body.data.folderId}`, as(member))).status).toBe(
          404,
        );
      });

      it('removes the stored bytes of every file and post media of a deleted project', async () => {
        const member = await memberWithFolder(t, 'projeto-apagado@postify.dev');
        const neighbour = await memberWithFolder(t, 'projeto-vizinho@postify.dev');
        const file = await upload(member, member.folderId, 'a.png');
        const media = await saveProjectMedia(t.server.services, member.projectId, {
          fileName: 'post.png',
          contentType: 'image/png',
          bytes: pngBytes(),
        });
        const kept = await upload(neighbour, neighbour.folderId, 'b.png');
        const keys = [await keyOf(file.fileId), await keyOf(media.fileId)];
        for (const key of keys) expect(await env.objectExists(key)).toBe(true);
        // A multipart upload in progress leaves parts in the temporary folder.
        const multipart = await t.call<Schemas['UploadUrl']>(
          'POST',
          '/storage/upload-url',
          as(member, {
            body: {
              folder_id: member.folderId,
              file_name: 'partes.png',
              file_size: 100,
              content_type: 'image/png',
              part_count: 2,
            },
          }),
        );
        const part = multipart.body.data.partUrls?.[0];
        if (!part) throw new Error('no part URL');
        expect((await putBytes(part.uploadUrl, new Uint8Array(50), 'application/octet-stream')).status).toBe(
          200,
        );
        expect(await tempFiles(t.dataDir)).toContain(multipart.body.data.uploadId);

        const deleted = await t.call('DELETE', `/projects/${member.projectId}`, { token: member.token });
        expect(deleted.status).toBe(200);
        for (const key of keys) expect(await env.objectExists(key)).toBe(false);
        expect(await tempFiles(t.dataDir)).not.toContain(multipart.body.data.uploadId);
        expect(await env.objectExists(await keyOf(kept.fileId))).toBe(true);
      });

      it("does not reach another project's files or folders by id", async () => {
        const owner = await memberWithFolder(t, 'dono@postify.dev');
        const stranger = await memberWithFolder(t, 'estranho@postify.dev');
        const file = await upload(owner, owner.folderId, 'privado.png');
        for (const [method, path, body] of [
          ['GET', `/storage/files/${file.fileId}`, undefined],
          ['POST', `/storage/download-url/${file.fileId}`, {}],
          ['DELETE', `/storage/files/${file.fileId}`, undefined],
          ['PUT', `/storage/files/${file.fileId}/rename`, { new_name: 'meu.png' }],
          ['GET', `/storage/folders/${owner.folderId}`, undefined],
          ['DELETE', `/storage/folders/${owner.folderId}`, undefined],
        ] as const) {
          const answer = await t.call(method, path, as(stranger, { body }));
          expect(answer.status, `${method} ${path}`).toBe(404);
        }
        // Not even by naming the other project: the stranger is no member of it.
        const header = await t.call('GET', `/storage/files/${file.fileId}`, {
          token: stranger.token,
          projectId: owner.projectId,
        });
        expect(header.status).toBe(404);
        expect((await t.call('GET', `/storage/files/${file.fileId}`, as(owner))).status).toBe(200);
      });
    });
  });
}

import type { Schemas } from '@postify/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageOf } from '../../src/storage/runtime.js';
import { createUser } from '../support/server.js';
import { pngBytes } from './png.js';
import type { StorageTestServer, SuiteEnv } from './suite-env.js';
import { digestOf, memberWithFolder, mp4Stream, putBytes, tempFiles } from './support.js';

/** Signed upload and download, run against each storage driver. */
export function uploadSuite(env: SuiteEnv): void {
  describe(`upload (${env.driver} driver)`, () => {
    let t: StorageTestServer;
    beforeAll(() => {
      t = env.server();
    });

    type Member = Awaited<ReturnType<typeof memberWithFolder>>;

    async function uploadUrl(
      member: Member,
      body: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) {
      return t.call<Schemas['UploadUrl']>('POST', '/storage/upload-url', {
        token: member.token,
        projectId: member.projectId,
        headers,
        body: { folder_id: member.folderId, ...body },
      });
    }

    async function usage(member: Member) {
      const answer = await t.call<Schemas['StorageUsage']>('GET', '/storage/usage', {
        token: member.token,
        projectId: member.projectId,
      });
      return answer.body.data;
    }

    async function uploadPng(member: Member, fileName = 'foto.png') {
      const png = pngBytes();
      const url = await uploadUrl(member, {
        file_name: fileName,
        file_size: png.length,
        content_type: 'image/png',
      });
      const put = await putBytes(url.body.data.uploadUrl, png, 'image/png');
      expect(put.status).toBe(200);
      return put.json().data as Schemas['StorageFile'];
    }

    describe('signed upload and download', () => {
      it('stores a 25 MB file sent to the signed URL and serves the same bytes back with its name', async () => {
        const member = await memberWithFolder(t, 'grande@postify.dev');
        const size = 25 * 1024 * 1024;
        const url = await uploadUrl(member, {
          file_name: 'Campanha Verão.mp4',
          file_size: size,
          content_type: 'video/mp4',
        });
        expect(url.status).toBe(200);
        expect(url.body.data.method).toBe('PUT');
        const expiresIn = new Date(url.body.data.expiresAt).getTime() - Date.now();
        expect(expiresIn).toBeGreaterThan(14 * 60_000);
        expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

        // Not visible before the bytes arrive.
        const before = await t.call<Schemas['StorageFolder']>('GET', `/storage/folders/${member.folderId}`, {
          token: member.token,
          projectId: member.projectId,
        });
        expect(before.body.data.files).toEqual([]);

        const body = mp4Stream(size);
        const put = await putBytes(url.body.data.uploadUrl, body.stream, 'video/mp4', size);
        expect(put.status).toBe(200);
        const stored = put.json().data as Schemas['StorageFile'];
        expect(stored).toMatchObject({
          fileName: 'Campanha Verão.mp4',
          fileSize: size,
          contentType: 'video/mp4',
        });
        expect((await usage(member)).usedBytes).toBe(size);

        const link = await t.call<Schemas['DownloadUrl']>('POST', `/storage/download-url/${stored.fileId}`, {
          token: member.token,
          projectId: member.projectId,
          body: { expiration_minutes: 5 },
        });
        expect(link.status).toBe(200);
        const lifetime = new Date(link.body.data.expiresAt).getTime() - Date.now();
        expect(lifetime).toBeGreaterThan(4 * 60_000);
        expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
        const download = await fetch(link.body.data.downloadUrl);
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe('video/mp4');
        expect(download.headers.get('content-length')).toBe(String(size));
        expect(download.headers.get('content-disposition')).toBe(
          `attachment; filename="Campanha Ver_o.mp4"; filename*=UTF-8''Campanha%20Ver%C3%A3o.mp4`,
        );
        expect(await digestOf(download)).toEqual({ digest: body.digest(), size });
        expect(await tempFiles(t.dataDir)).toEqual([]);
      });

      it('refuses an expired upload URL and one whose signature, expiry or method was changed', async () => {
        const member = await memberWithFolder(t, 'assinatura-envio@postify.dev');
        const { signer } = await storageOf(t.server.services);
        const png = pngBytes();
        const upload = await uploadUrl(member, {
          file_name: 'b.png',
          file_size: png.length,
          content_type: 'image/png',
        });
        const link = new URL(upload.body.data.uploadUrl);
        const signature = link.searchParams.get('signature') ?? '';

        const tampered = new URL(link);
        tampered.searchParams.set('signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
        const refused = await putBytes(tampered.toString(), png, 'image/png');
        expect(refused.status).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Link inválido ou expirado' });

        // A later expiry with the old signature is another grant.
        const extended = new URL(link);
        extended.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
        expect((await putBytes(extended.toString(), png, 'image/png')).status).toBe(403);

        // An upload signature does not authorise a download.
        expect((await fetch(link)).status).toBe(403);

        // An upload URL that expired is refused before any byte is read.
        const stale = Math.floor(Date.now() / 1000) - 5;
        const staleSignature = signer.sign({
          method: 'PUT',
          fileId: upload.body.data.fileId,
          expires: stale,
        });
        const late = await putBytes(
          `${t.url}/api/v1/storage/blobs/${upload.body.data.fileId}?expires=${stale}&signature=${staleSignature}`,
          png,
          'image/png',
        );
        expect(late.status).toBe(403);
        expect(await tempFiles(t.dataDir)).toEqual([]);
        // The untouched URL still works.
        expect((await putBytes(link.toString(), png, 'image/png')).status).toBe(200);
      });

      // s3rver checks neither signatures nor expiry of presigned downloads: proven here on our own links only.
      if (env.driver === 'local') {
        it('refuses an expired download URL and one whose signature was changed', async () => {
          const member = await memberWithFolder(t, 'assinatura@postify.dev');
          const file = await uploadPng(member);
          const { signer } = await storageOf(t.server.services);
          const base = `${t.url}/api/v1/storage/blobs/${file.fileId}`;

          const past = Math.floor(Date.now() / 1000) - 1;
          const expired = signer.sign({ method: 'GET', fileId: file.fileId, expires: past });
          expect((await fetch(`${base}?expires=${past}&signature=${expired}`)).status).toBe(403);

          const link = new URL(file.fileUrl);
          expect((await fetch(link)).status).toBe(200);
          const signature = link.searchParams.get('signature') ?? '';
          link.searchParams.set('signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
          const tampered = await fetch(link);
          expect(tampered.status).toBe(403);
          expect(await tampered.json()).toMatchObject({
            code: 'FORBIDDEN',
            message: 'Link inválido ou expirado',
          });

          const extended = new URL(file.fileUrl);
          extended.searchParams.set('expires', String(Number(extended.searchParams.get('expires')) + 3600));
          expect((await fetch(extended)).status).toBe(403);
        });
      }

      it('refuses an upload over the quota before any byte is stored, and again if the quota ran out meanwhile', async () => {
        // No subscription: 1 GB.
        const member = await memberWithFolder(t, 'cota@postify.dev');
        const tooBig = await uploadUrl(member, {
          file_name: 'filme.mp4',
          file_size: 1024 ** 3 + 1,
          content_type: 'video/mp4',
        });
        expect(tooBig.status).toBe(409);
        expect(tooBig.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
        const pending = await t.db
          .selectFrom('storage_uploads')
          .select('id')
          .where('project_id', '=', member.projectId)
          .execute();
        expect(pending).toEqual([]);

        const png = pngBytes();
        const url = await uploadUrl(member, {
          file_name: 'a.png',
          file_size: png.length,
          content_type: 'image/png',
        });
        expect(url.status).toBe(200);
        // Another upload filled the quota in the meantime.
        await t.db
          .insertInto('storage_files')
          .values({
            id: '11111111-1111-4111-8111-111111111111',
            project_id: member.projectId,
            folder_id: member.folderId,
            file_name: 'ocupa.bin',
            file_size: 1024 ** 3 - 10,
            content_type: 'video/mp4',
            storage_key: '11111111-1111-4111-8111-111111111111',
            updated_at: new Date(),
          })
          .execute();
        const put = await putBytes(url.body.data.uploadUrl, png, 'image/png');
        expect(put.status).toBe(409);
        expect(put.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
        const u = await usage(member);
        expect(u).toMatchObject({
          usedBytes: 1024 ** 3 - 10,
          limitBytes: 1024 ** 3,
          storageLimitFormatted: '1 GB',
        });
        expect(u.planName).toBeNull();
        expect(await tempFiles(t.dataDir)).toEqual([]);
      });

      it('checks the folder, its password and the name when the link is asked for, the folder first', async () => {
        const member = await memberWithFolder(t, 'checagem@postify.dev');
        const neighbour = await memberWithFolder(t, 'vizinha-checagem@postify.dev');
        const png = { file_name: 'foto.png', file_size: pngBytes().length, content_type: 'image/png' };
        for (const folderId of [neighbour.folderId, '00000000-0000-4000-8000-000000000000']) {
          const refused = await uploadUrl(member, { ...png, folder_id: folderId });
          expect(refused.status).toBe(404);
          expect(refused.body).toMatchObject({ message: 'Pasta não encontrada' });
          // Another project's folder is not found even for a request refused for its own content.
          const invalid = await uploadUrl(member, {
            ...png,
            folder_id: folderId,
            content_type: 'text/x-nada',
          });
          expect(invalid.status).toBe(404);
        }
        await uploadPng(member, 'foto.png');
        const taken = await uploadUrl(member, png);
        expect(taken.status).toBe(409);
        expect(taken.body).toMatchObject({ message: 'Já existe um arquivo com este nome nesta pasta' });

        const locked = await t.call<Schemas['StorageFolder']>('POST', '/storage/folders', {
          token: member.token,
          projectId: member.projectId,
          body: { name: 'Contratos', needs_password: true, password: 'segredo-1' },
        });
        const inLocked = { ...png, folder_id: locked.body.data.folderId };
        expect((await uploadUrl(member, inLocked)).status).toBe(403);
        expect((await uploadUrl(member, inLocked, { 'x-folder-password': 'errada' })).status).toBe(403);
        const opened = await uploadUrl(member, inLocked, { 'x-folder-password': 'segredo-1' });
        expect(opened.status).toBe(200);
        const put = await putBytes(opened.body.data.uploadUrl, pngBytes(), 'image/png');
        expect(put.status).toBe(200);
        const again = await uploadUrl(member, inLocked, { 'x-folder-password': 'segredo-1' });
        expect(again.status).toBe(409);
      });

      it('checks the caller’s membership and role in the reservation: default project, viewer, removed, another project', async () => {
        const owner = await memberWithFolder(t, 'dona-membros@postify.dev');
        const colleague = await createUser(t, 'colega-membros@postify.dev');
        const png = { file_name: 'foto.png', file_size: pngBytes().length, content_type: 'image/png' };
        const pending = async (userId: string) =>
          Number(
            (
              await t.db
                .selectFrom('storage_uploads')
                .select((eb) => eb.fn.countAll().as('n'))
                .where('user_id', '=', userId)
                .executeTakeFirstOrThrow()
            ).n,
          );
        const ask = (token: string, projectId?: string) =>
          t.call<Schemas['UploadUrl']>('POST', '/storage/upload-url', {
            token,
            ...(projectId ? { projectId } : {}),
            body: { ...png, folder_id: owner.folderId },
          });

        // Without X-Project-ID the caller's default project is the one reserved in.
        const mine = await ask(owner.token);
        expect(mine.status).toBe(200);
        const row = await t.db
          .selectFrom('storage_uploads')
          .select('project_id')
          .where('id', '=', mine.body.data.fileId)
          .executeTakeFirstOrThrow();
        expect(row.project_id).toBe(owner.projectId);

        // Not a member: the project is not found, as for every project-scoped call; in their own default
        // project, the folder is not.
        const outsider = await ask(colleague.token, owner.projectId);
        expect(outsider.status).toBe(404);
        expect(outsider.body).toMatchObject({ message: 'Projeto não encontrado' });
        const elsewhere = await ask(colleague.token);
        expect(elsewhere.status).toBe(404);
        expect(elsewhere.body).toMatchObject({ message: 'Pasta não encontrada' });

        // A viewer may not upload; an editor may; once removed, the project is not found.
        const membership = await t.db
          .insertInto('project_members')
          .values({ project_id: owner.projectId, user_id: colleague.user.id, role: 'VIEWER' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const viewer = await ask(colleague.token, owner.projectId);
        expect(viewer.status).toBe(403);
        expect(await pending(colleague.user.id)).toBe(0);
        await t.db
          .updateTable('project_members')
          .set({ role: 'EDITOR' })
          .where('id', '=', membership.id)
          .execute();
        const editor = await ask(colleague.token, owner.projectId);
        expect(editor.status).toBe(200);
        expect(await pending(colleague.user.id)).toBe(1);
        await t.db.deleteFrom('project_members').where('id', '=', membership.id).execute();
        expect((await ask(colleague.token, owner.projectId)).status).toBe(404);
        expect(await pending(colleague.user.id)).toBe(1);
      });

      it('reserves against the owner’s live plan, and against the free storage once it was cancelled and ended', async () => {
        const member = await memberWithFolder(t, 'plano@postify.dev');
        const plan = await t.db
          .selectFrom('plans')
          .selectAll()
          .where('name', '=', 'Pro')
          .executeTakeFirstOrThrow();
        const day = 86_400_000;
        const subscription = await t.db
          .insertInto('subscriptions')
          .values({
            user_id: member.user.id,
            plan_id: plan.id,
            status: 'ACTIVE',
            billing_period: 'MONTHLY',
            is_free_trial: false,
            current_period_end: new Date(Date.now() + 20 * day),
            provider: 'sandbox',
            provider_reference: null,
            updated_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const big = { file_size: 1024 ** 3 + 1, content_type: 'video/mp4' };
        expect((await uploadUrl(member, { ...big, file_name: 'a.mp4' })).status).toBe(200);
        // Cancelled, its period ended: the free 1 GB applies again (the first link holds more than it).
        await t.db
          .updateTable('subscriptions')
          .set({
            canceled_at: new Date(Date.now() - 40 * day),
            current_period_end: new Date(Date.now() - day),
          })
          .where('id', '=', subscription.id)
          .execute();
        const refused = await uploadUrl(member, {
          file_name: 'b.png',
          file_size: 10,
          content_type: 'image/png',
        });
        expect(refused.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
      });

      it('refuses a PNG declared as a video, a wrong Content-Type, and bodies of the wrong size', async () => {
        const member = await memberWithFolder(t, 'tipo@postify.dev');
        const png = pngBytes();
        const asVideo = await uploadUrl(member, {
          file_name: 'video.mp4',
          file_size: png.length,
          content_type: 'video/mp4',
        });
        const put = await putBytes(asVideo.body.data.uploadUrl, png, 'video/mp4');
        expect(put.status).toBe(415);
        expect(put.json()).toMatchObject({
          message: 'O conteúdo do arquivo não corresponde ao tipo informado',
        });

        const other = await uploadUrl(member, {
          file_name: 'b.png',
          file_size: png.length,
          content_type: 'image/png',
        });
        expect((await putBytes(other.body.data.uploadUrl, png, 'image/gif')).status).toBe(415);
        expect((await putBytes(other.body.data.uploadUrl, png.subarray(0, 20), 'image/png')).status).toBe(
          400,
        );
        expect(
          (await putBytes(other.body.data.uploadUrl, Buffer.concat([png, png]), 'image/png')).status,
        ).toBe(413);
        // A chunked body (no Content-Length) longer than declared is cut off too.
        const chunked = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(png);
            controller.enqueue(png);
            controller.close();
          },
        });
        expect((await putBytes(other.body.data.uploadUrl, chunked, 'image/png')).status).toBe(413);

        const files = await t.db
          .selectFrom('storage_files')
          .select('id')
          .where('project_id', '=', member.projectId)
          .execute();
        expect(files).toEqual([]);
        expect((await usage(member)).usedBytes).toBe(0);
        expect(await tempFiles(t.dataDir)).toEqual([]);

        // The refused upload can still be completed with the right bytes; a second PUT is a conflict.
        expect((await putBytes(other.body.data.uploadUrl, png, 'image/png')).status).toBe(200);
        expect((await putBytes(other.body.data.uploadUrl, png, 'image/png')).status).toBe(409);
      });

      it('refuses types it cannot verify and checks text as UTF-8', async () => {
        const member = await memberWithFolder(t, 'texto@postify.dev');
        const script = await uploadUrl(member, {
          file_name: 'x.sh',
          file_size: 10,
          content_type: 'application/x-sh',
        });
        expect(script.status).toBe(415);
        const text = Buffer.from('Olá, mundo! Legenda da campanha.', 'utf8');
        const ok = await uploadUrl(member, {
          file_name: 'legenda.txt',
          file_size: text.length,
          content_type: 'text/plain',
        });
        expect((await putBytes(ok.body.data.uploadUrl, text, 'text/plain')).status).toBe(200);
        const binary = Buffer.from([0x4f, 0x6c, 0x00, 0xff, 0xfe]);
        const bad = await uploadUrl(member, {
          file_name: 'falso.txt',
          file_size: binary.length,
          content_type: 'text/plain',
        });
        expect((await putBytes(bad.body.data.uploadUrl, binary, 'text/plain')).status).toBe(415);
      });

      it('neutralises path traversal, absolute paths and NUL in file names', async () => {
        const member = await memberWithFolder(t, 'nomes@postify.dev');
        expect((await uploadPng(member, '../../etc/passwd.png')).fileName).toBe('passwd.png');
        expect((await uploadPng(member, '/var/www/abs.png')).fileName).toBe('abs.png');
        expect((await uploadPng(member, 'C:\\Users\\x\\win.png')).fileName).toBe('win.png');
        expect((await uploadPng(member, 'nu\u0000l\u0007.png')).fileName).toBe('nul.png');
        const dots = await uploadUrl(member, {
          file_name: '../..',
          file_size: 10,
          content_type: 'image/png',
        });
        expect(dots.status).toBe(400);
        expect(dots.body.details).toContainEqual({ field: 'file_name', message: 'Nome de arquivo inválido' });
        // The bytes live under the file id only.
        const rows = await t.db
          .selectFrom('storage_files')
          .select(['id', 'storage_key'])
          .where('project_id', '=', member.projectId)
          .execute();
        for (const row of rows) expect(row.storage_key).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('finishes a multipart upload only with every part and its ETag', async () => {
        const member = await memberWithFolder(t, 'partes@postify.dev');
        const png = pngBytes();
        // Each part holds at most its share of the file: ceil(size / parts).
        const cut = Math.ceil(png.length / 2);
        const url = await uploadUrl(member, {
          file_name: 'partes.png',
          file_size: png.length,
          content_type: 'image/png',
          part_count: 2,
        });
        expect(url.status).toBe(200);
        const { uploadId, partUrls } = url.body.data;
        expect(partUrls).toHaveLength(2);
        const [first, second] = partUrls ?? [];
        if (!first || !second || !uploadId) throw new Error('no part URLs');
        const one = await putBytes(first.uploadUrl, png.subarray(0, cut), 'application/octet-stream');
        const two = await putBytes(second.uploadUrl, png.subarray(cut), 'application/octet-stream');
        expect(one.status).toBe(200);
        expect(two.headers.get('etag')).toBe(two.json().data.etag);
        const complete = (parts: { part_number: number; etag: string }[]) =>
          t.call<Schemas['StorageFile']>('POST', '/storage/complete-upload', {
            token: member.token,
            projectId: member.projectId,
            body: { file_id: url.body.data.fileId, upload_id: uploadId, parts },
          });
        const missing = await complete([{ part_number: 1, etag: one.json().data.etag }]);
        expect(missing.status).toBe(400);
        const wrong = await complete([
          { part_number: 1, etag: one.json().data.etag },
          { part_number: 2, etag: '"00000000000000000000000000000000"' },
        ]);
        expect(wrong.status).toBe(400);
        const done = await complete([
          { part_number: 2, etag: two.json().data.etag },
          { part_number: 1, etag: one.json().data.etag },
        ]);
        expect(done.status).toBe(200);
        expect(done.body.data).toMatchObject({
          fileName: 'partes.png',
          fileSize: png.length,
          contentType: 'image/png',
        });
        const bytes = Buffer.from(await (await fetch(done.body.data.fileUrl)).arrayBuffer());
        expect(bytes.equals(png)).toBe(true);
        expect(await tempFiles(t.dataDir)).toEqual([]);
      });
    });

    describe('reservations and pending uploads', () => {
      const mib = 1024 ** 2;

      async function pending(member: Member) {
        return t.db
          .selectFrom('storage_uploads')
          .select(['id', 'expires_at'])
          .where('project_id', '=', member.projectId)
          .execute();
      }

      it('reserves the declared size: a second upload URL that would pass the quota with the first is refused before any byte', async () => {
        // No subscription: 1 GB. Nothing is sent to either link.
        const member = await memberWithFolder(t, 'reserva@postify.dev');
        const first = await uploadUrl(member, {
          file_name: 'primeiro.mp4',
          file_size: 600 * mib,
          content_type: 'video/mp4',
        });
        expect(first.status).toBe(200);
        expect(await usage(member)).toMatchObject({ usedBytes: 0, reservedBytes: 600 * mib });

        const second = await uploadUrl(member, {
          file_name: 'segundo.mp4',
          file_size: 500 * mib,
          content_type: 'video/mp4',
        });
        expect(second.status).toBe(409);
        expect(second.body).toMatchObject({
          code: 'PLAN_LIMIT_REACHED',
          message: 'Você atingiu o limite de armazenamento do seu plano',
        });
        expect(await pending(member)).toHaveLength(1);
        // What is left beside the reservation is still available.
        const fits = await uploadUrl(member, {
          file_name: 'cabe.mp4',
          file_size: 1024 ** 3 - 600 * mib,
          content_type: 'video/mp4',
        });
        expect(fits.status).toBe(200);
        expect((await usage(member)).reservedBytes).toBe(1024 ** 3);
      });

      it('never reserves more than the quota together when upload URLs are asked for at the same time', async () => {
        // 1 GB without a subscription: three reservations of 300 MB fit, a fourth would not.
        const member = await memberWithFolder(t, 'reserva-concorrente@postify.dev');
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, index) =>
            uploadUrl(member, {
              file_name: `video${index}.mp4`,
              file_size: 300 * mib,
              content_type: 'video/mp4',
            }),
          ),
        );
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(409)]);
        expect(await usage(member)).toMatchObject({ usedBytes: 0, reservedBytes: 900 * mib });
        expect(await pending(member)).toHaveLength(3);
      });

      it('lets one user hold no more than 20 pending uploads when they are asked for at the same time', async () => {
        const member = await memberWithFolder(t, 'pendentes-concorrentes@postify.dev');
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            uploadUrl(member, { file_name: `f${index}.png`, file_size: 1024, content_type: 'image/png' }),
          ),
        );
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses).toEqual([...Array(20).fill(200), ...Array(10).fill(429)]);
        expect(await pending(member)).toHaveLength(20);
      });

      it('frees the quota when a reservation’s upload URL expires', async () => {
        const member = await memberWithFolder(t, 'reserva-expira@postify.dev');
        const held = await uploadUrl(member, {
          file_name: 'abandonado.mp4',
          file_size: 900 * mib,
          content_type: 'video/mp4',
        });
        expect(held.status).toBe(200);
        const again = { file_name: 'novo.mp4', file_size: 900 * mib, content_type: 'video/mp4' };
        expect((await uploadUrl(member, again)).status).toBe(409);

        // The link of the first upload expires (its row may still be there): its reservation no longer counts.
        await t.db
          .updateTable('storage_uploads')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('id', '=', held.body.data.fileId)
          .execute();
        expect((await usage(member)).reservedBytes).toBe(0);
        expect((await uploadUrl(member, again)).status).toBe(200);
        expect((await usage(member)).reservedBytes).toBe(900 * mib);
      });

      it('gives the reservation back when the upload is stored or refused for its content', async () => {
        const member = await memberWithFolder(t, 'reserva-fim@postify.dev');
        const png = pngBytes();
        const good = await uploadUrl(member, {
          file_name: 'ok.png',
          file_size: png.length,
          content_type: 'image/png',
        });
        expect((await usage(member)).reservedBytes).toBe(png.length);
        expect((await putBytes(good.body.data.uploadUrl, png, 'image/png')).status).toBe(200);
        expect(await usage(member)).toMatchObject({ usedBytes: png.length, reservedBytes: 0 });

        const fake = await uploadUrl(member, {
          file_name: 'falso.mp4',
          file_size: png.length,
          content_type: 'video/mp4',
        });
        expect((await usage(member)).reservedBytes).toBe(png.length);
        expect((await putBytes(fake.body.data.uploadUrl, png, 'video/mp4')).status).toBe(415);
        expect(await usage(member)).toMatchObject({ usedBytes: png.length, reservedBytes: 0 });
        expect(await pending(member)).toEqual([]);
        // The refused upload is over: its link stores nothing any more.
        expect((await putBytes(fake.body.data.uploadUrl, png, 'video/mp4')).status).toBe(404);
        expect(await tempFiles(t.dataDir)).toEqual([]);
      });

      it('refuses a part larger than its share of the file and parts whose total would pass the declared size', async () => {
        const member = await memberWithFolder(t, 'partes-grandes@postify.dev');
        // 100 bytes in 3 parts: each part at most ceil(100 / 3) = 34 bytes.
        const url = await uploadUrl(member, {
          file_name: 'partes.png',
          file_size: 100,
          content_type: 'image/png',
          part_count: 3,
        });
        expect(url.status).toBe(200);
        const [one, two, three] = url.body.data.partUrls ?? [];
        if (!one || !two || !three) throw new Error('no part URLs');
        const bytes = (size: number) => new Uint8Array(size).fill(7);

        const oversized = await putBytes(one.uploadUrl, bytes(35), 'application/octet-stream');
        expect(oversized.status).toBe(413);
        expect(oversized.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
        // Without a Content-Length the body is cut off at the cap too.
        const chunked = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes(30));
            controller.enqueue(bytes(30));
            controller.close();
          },
        });
        expect((await putBytes(one.uploadUrl, chunked, 'application/octet-stream')).status).toBe(413);

        expect((await putBytes(one.uploadUrl, bytes(34), 'application/octet-stream')).status).toBe(200);
        // Sending a part again replaces it: it is not counted twice.
        expect((await putBytes(one.uploadUrl, bytes(34), 'application/octet-stream')).status).toBe(200);
        expect((await putBytes(two.uploadUrl, bytes(34), 'application/octet-stream')).status).toBe(200);
        // 34 + 34 + 34 = 102 > 100: the third part may only bring the 32 bytes left.
        const over = await putBytes(three.uploadUrl, bytes(34), 'application/octet-stream');
        expect(over.status).toBe(413);
        expect(over.json()).toMatchObject({
          message: 'O tamanho do arquivo não corresponde ao tamanho informado',
        });
        expect((await putBytes(three.uploadUrl, bytes(32), 'application/octet-stream')).status).toBe(200);

        // Deleting the folder ends the upload and removes its parts.
        const folder = await t.call('DELETE', `/storage/folders/${member.folderId}`, {
          token: member.token,
          projectId: member.projectId,
        });
        expect(folder.status).toBe(200);
        expect(await tempFiles(t.dataDir)).toEqual([]);
        // Its reservation went with it.
        expect(await usage(member)).toMatchObject({ usedBytes: 0, reservedBytes: 0 });
      });

      it('refuses more than 20 pending uploads of one user with a pt-BR message, until one finishes or expires', async () => {
        const member = await memberWithFolder(t, 'pendentes@postify.dev');
        const png = pngBytes();
        const urls: Schemas['UploadUrl'][] = [];
        for (let index = 0; index < 20; index += 1) {
          const url = await uploadUrl(member, {
            file_name: `f${index}.png`,
            file_size: png.length,
            content_type: 'image/png',
          });
          expect(url.status).toBe(200);
          urls.push(url.body.data);
        }
        const refused = await uploadUrl(member, {
          file_name: 'f20.png',
          file_size: png.length,
          content_type: 'image/png',
        });
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({
          code: 'RATE_LIMITED',
          message:
            'Você já tem 20 envios em andamento. Conclua-os ou aguarde alguns minutos para enviar mais arquivos.',
        });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);

        // A finished upload frees its place.
        const [first, second] = urls;
        if (!first || !second) throw new Error('no upload URLs');
        expect((await putBytes(first.uploadUrl, png, 'image/png')).status).toBe(200);
        const next = { file_name: 'f21.png', file_size: png.length, content_type: 'image/png' };
        expect((await uploadUrl(member, next)).status).toBe(200);
        expect((await uploadUrl(member, { ...next, file_name: 'f22.png' })).status).toBe(429);
        // So does an expired one.
        await t.db
          .updateTable('storage_uploads')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('id', '=', second.fileId)
          .execute();
        expect((await uploadUrl(member, { ...next, file_name: 'f22.png' })).status).toBe(200);
      });
    });
  });
}

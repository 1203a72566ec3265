import { createHash } from 'node:crypto';
import type { Schemas } from '@postify/sdk';
import {
  type CheckedPostImportRow,
  checkPostImportRows,
  importMessages,
  type PostImportDraft,
  type PostImportProblem,
  postImportProblemText,
} from '@postify/sdk/import';
import { formatIcu } from '@postify/sdk/messages';
import { reviewOfWrite } from '../approvals/store.js';
import type { Db } from '../db/database.js';
import { conflict, type FieldViolation, validationError } from '../http/errors.js';
import { linkedAccounts } from '../networks/store.js';
import type { OperationModule } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import type { PostText } from './form.js';
import { copyStoredMedia, findStoredMedia, sameKind } from './import-media.js';
import { insertPostRows, projectTimeZone, type SavedUpload, writeWithUploads } from './store.js';

/** 10,000 rows of long captions and several media paths, as JSON. */
const importBodyLimit = 16 * 1024 * 1024;

const mediaProblem = (code: 'mediaNotFound' | 'mediaKindUnknown', media: string): PostImportProblem => ({
  column: 'media',
  code,
  messageCode: `import.${code}`,
  values: { media },
  message: formatIcu(importMessages[code], { media }, 'pt-BR'),
});

/** Every problem of every row as the error envelope's details: `rows[i].<column>`, 'Linha n: …'. */
function rowViolations(checked: readonly CheckedPostImportRow[]): FieldViolation[] {
  return checked.flatMap((row, index) =>
    row.problems.map((problem) => ({
      field: `rows[${index}].${problem.column}`,
      message: postImportProblemText(row.line, problem.message),
    })),
  );
}

/** The import already done under this key: its result when the rows are the same, 409 otherwise. */
async function earlierImport(db: Db, projectId: string, key: string, rowsHash: string) {
  const earlier = await db
    .selectFrom('post_imports')
    .select(['id', 'rows_hash', 'post_ids'])
    .where('project_id', '=', projectId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!earlier) return undefined;
  if (earlier.rows_hash !== rowsHash) throw conflict(importMessages.replayConflict);
  const postIds = JSON.parse(earlier.post_ids) as number[];
  return { importId: earlier.id, created: postIds.length, postIds } satisfies Schemas['PostImportResult'];
}

/** An imported post's texts: the caption; the other fields stay empty, as a composer post without them. */
const importedText = (draft: PostImportDraft): PostText => ({
  caption: draft.caption,
  description: null,
  location: null,
  userTags: null,
  productTags: null,
  altText: null,
});

/** The claim of an import key lost to a concurrent request with the same key. */
class KeyTaken extends Error {}

/**
 * 'Importar CSV' (`POST /posts/import`): every row checked again with the SDK's rules and its media found
 * in 'Meus Arquivos'; then all posts in one transaction, or nothing.
 */
export const postImportOperations: OperationModule = {
  importPosts: {
    bodyLimit: importBodyLimit,
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const { services } = ctx;
      const { db } = services;
      const { projectId } = access;
      const key = String(ctx.request.headers['idempotency-key']);
      const { rows } = ctx.body;
      const rowsHash = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
      const replay = await earlierImport(db, projectId, key, rowsHash);
      if (replay) return replay;

      const accounts = await linkedAccounts(db, projectId)
        .select([
          'social_accounts.id as id',
          'platforms.name as platformName',
          'social_accounts.username as username',
        ])
        .execute();
      const checked = checkPostImportRows(rows, {
        accounts,
        timeZone: await projectTimeZone(db, projectId),
      });
      const paths = checked.flatMap((row) => row.draft?.media.map((media) => media.path) ?? []);
      const stored = await findStoredMedia(db, projectId, [...new Set(paths)]);
      for (const row of checked) {
        for (const media of row.draft?.media ?? []) {
          const file = stored.get(media.path);
          if (!file) row.problems.push(mediaProblem('mediaNotFound', media.path));
          else if (!sameKind(media, file)) row.problems.push(mediaProblem('mediaKindUnknown', media.path));
        }
      }
      const violations = rowViolations(checked);
      if (violations.length > 0) throw validationError(violations);

      const drafts = checked.flatMap((row) => (row.draft ? [row.draft] : []));
      const apiKeyId = access.apiKeyId ?? null;
      // An editor's import in a project that requires approval waits for review, like the composer's posts.
      const review = await reviewOfWrite(ctx.services.db, access, null);
      const newPost = { projectId, userId: access.userId, apiKeyId, isActive: true, review };
      const copies: SavedUpload[] = [];
      try {
        const { importId, postIds } = await writeWithUploads(services, projectId, copies, async () => {
          const mediaOfDraft: SavedUpload[][] = [];
          for (const draft of drafts) {
            const files = draft.media.flatMap((media) => stored.get(media.path) ?? []);
            const kept = await copyStoredMedia(services, projectId, files, apiKeyId);
            copies.push(...kept);
            mediaOfDraft.push(kept);
          }
          return db.transaction().execute(async (tx) => {
            const claimed = await tx
              .insertInto('post_imports')
              .values({
                project_id: projectId,
                idempotency_key: key,
                rows_hash: rowsHash,
                post_ids: '[]',
                created_by: apiKeyId ? null : access.userId,
              })
              .onConflict((oc) => oc.columns(['project_id', 'idempotency_key']).doNothing())
              .returning('id')
              .executeTakeFirst();
            if (!claimed) throw new KeyTaken();
            const ids: number[] = [];
            for (const [index, draft] of drafts.entries()) {
              ids.push(
                await insertPostRows(
                  tx,
                  { ...newPost, text: importedText(draft) },
                  mediaOfDraft[index] ?? [],
                  draft.accountIds.map((accountId) => ({ accountId, at: draft.at, isActive: true })),
                ),
              );
            }
            await tx
              .updateTable('post_imports')
              .set({ post_ids: JSON.stringify(ids) })
              .where('id', '=', claimed.id)
              .execute();
            return { importId: claimed.id, postIds: ids };
          });
        });
        ctx.reply.code(201);
        return { importId, created: postIds.length, postIds } satisfies Schemas['PostImportResult'];
      } catch (error) {
        // A concurrent request with the same key won (our copies were dropped): answer its result.
        const winner = error instanceof KeyTaken && (await earlierImport(db, projectId, key, rowsHash));
        if (winner) return winner;
        throw error;
      }
    },
  },
};

import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { rolesThatMay } from '../projects/access.js';
import { freeStorageBytes } from './usage.js';

/**
 * An upload link to record, with the uploader's cap; the uploader's membership and role, the folder, the
 * name and the quota of the project's account (its owner's plan) are checked by the reservation itself.
 */
export interface UploadReservation {
  id: string;
  /** The project named by the call; null for the uploader's default project. */
  projectId: string | null;
  /** The uploader: a member, or for a partner the owner of the key's project. */
  userId: string;
  folderId: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  partCount: number | null;
  uploadId: string | null;
  expiresAt: Date;
  /** The API key asking, handed on to the file (audit). */
  apiKeyId: string | null;
  /** The most live upload links one user may hold. */
  maxPending: number;
  /** Whether the API checked the password of a protected folder on the way (`openFolder`). */
  unlocked: boolean;
}

/**
 * What became of an upload's reservation: made; or refused, in this order, because the uploader is not a
 * member of the project, their role may not edit it, the folder is not the project's, is protected and was
 * not `unlocked`, holds a file of that name, the uploader holds their cap of live links, or the size does
 * not fit the account's quota.
 */
export type Reservation =
  | {
      outcome:
        | 'RESERVED'
        | 'NOT_MEMBER'
        | 'FORBIDDEN'
        | 'FOLDER_NOT_FOUND'
        | 'FOLDER_LOCKED'
        | 'NAME_TAKEN'
        | 'OVER_QUOTA';
    }
  | { outcome: 'TOO_MANY_PENDING'; firstExpiry: Date };

interface Waiting {
  upload: UploadReservation;
  resolve: (reservation: Reservation) => void;
  reject: (error: unknown) => void;
}

/**
 * A project's reservations waiting in this instance (or a member's, for their default project); a lane
 * exists while its statement is under way.
 */
interface Lane {
  projectId: string | null;
  defaultOf: string | null;
  waiting: Waiting[];
}

/**
 * Per database, per project or per member's default project (the account's lock serialises the projects of
 * one account in the database).
 */
const lanes = new WeakMap<Db, Map<string, Lane>>();
/** The most reservations one statement makes. */
const batchSize = 50;
/** Who may upload: the roles that may edit the project. */
const uploaderRoles = rolesThatMay('edit');

/**
 * Records an upload link, its declared size counting against the quota until it ends, unless the uploader is
 * no member who may edit the project, its folder or name is refused, the uploader already holds `maxPending`
 * live links or the size does not fit beside the account's stored and reserved bytes. The account's lock makes its reservations take turns, and on a busy
 * machine each turn (a lock handed from one database session to the next) costs more than the reservation;
 * so while a project's statement is under way, this instance keeps its next reservations and sends them
 * together in the next statement (each still checked in turn, in the order they came). One statement at a
 * time: a second one under way beside it would only wait on the account's lock, and a lock handed between
 * two sessions cost more database time than it saved in latency.
 */
export function reserveUpload(db: Db, upload: UploadReservation): Promise<Reservation> {
  let projects = lanes.get(db);
  if (!projects) {
    projects = new Map();
    lanes.set(db, projects);
  }
  const key = upload.projectId ?? `default:${upload.userId}`;
  const existing = projects.get(key);
  const lane: Lane = existing ?? {
    projectId: upload.projectId,
    defaultOf: upload.projectId ? null : upload.userId,
    waiting: [],
  };
  const promise = new Promise<Reservation>((resolve, reject) => {
    lane.waiting.push({ upload, resolve, reject });
  });
  if (!existing) {
    projects.set(key, lane);
    void send(db, lane, () => projects.delete(key));
  }
  return promise;
}

/**
 * Sends a project's waiting reservations, a batch at a time, until none is left, and forgets the lane in the
 * same turn that finds it empty, so a reservation arriving later starts a new one.
 */
async function send(db: Db, lane: Lane, forget: () => void): Promise<void> {
  for (;;) {
    if (lane.waiting.length === 0) {
      forget();
      return;
    }
    const batch = lane.waiting.splice(0, batchSize);
    try {
      settle(batch, await reserve(db, lane, batch));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      // One upload's failure (its folder deleted meanwhile, say) must not fail the others: each alone.
      else
        for (const one of batch)
          await reserve(db, lane, [one]).then(
            (answers) => settle([one], answers),
            (failure: unknown) => one.reject(failure),
          );
    }
  }
}

function settle(batch: Waiting[], answers: Map<string, Reservation>): void {
  for (const { upload, resolve, reject } of batch) {
    const answer = answers.get(upload.id);
    if (answer) resolve(answer);
    else reject(new Error(`reserve_storage_uploads did not answer for ${upload.id}`));
  }
}

/** One statement, the database's `reserve_storage_uploads`: the reservations of one lane, in order. */
async function reserve(db: Db, lane: Lane, batch: Waiting[]): Promise<Map<string, Reservation>> {
  const uploads = batch.map(({ upload }) => ({
    id: upload.id,
    user_id: upload.userId,
    api_key_id: upload.apiKeyId,
    folder_id: upload.folderId,
    file_name: upload.fileName,
    file_size: upload.fileSize,
    content_type: upload.contentType,
    part_count: upload.partCount,
    upload_id: upload.uploadId,
    expires_at: upload.expiresAt.toISOString(),
    max_pending: upload.maxPending,
    unlocked: upload.unlocked,
  }));
  const { rows } = await sql<{ file_id: string; outcome: Reservation['outcome']; first_expiry: Date | null }>`
    select file_id, outcome, first_expiry
    from reserve_storage_uploads(${lane.projectId}, ${lane.defaultOf}, ${uploaderRoles}, ${new Date()},
      ${freeStorageBytes}, ${JSON.stringify(uploads)})`.execute(db);
  return new Map(
    rows.map((row): [string, Reservation] => [
      row.file_id,
      row.outcome === 'TOO_MANY_PENDING'
        ? { outcome: row.outcome, firstExpiry: row.first_expiry ?? new Date() }
        : { outcome: row.outcome },
    ]),
  );
}

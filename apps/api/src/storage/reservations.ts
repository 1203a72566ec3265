import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** An upload link to record, with the limits its reservation is checked against. */
export interface UploadReservation {
  id: string;
  projectId: string;
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
  /** The account's storage, from its plan. */
  limitBytes: number;
  /** The most live upload links one user may hold. */
  maxPending: number;
}

/** What became of an upload's reservation: made, or refused by the uploader's cap or the account's quota. */
export type Reservation =
  | { outcome: 'RESERVED' }
  | { outcome: 'TOO_MANY_PENDING'; firstExpiry: Date }
  | { outcome: 'OVER_QUOTA' };

interface Waiting {
  upload: UploadReservation;
  resolve: (reservation: Reservation) => void;
  reject: (error: unknown) => void;
}

/** An account's reservations waiting in this instance, and how many statements are sending them. */
interface Lane {
  waiting: Waiting[];
  senders: number;
}

/** Per database, per account (its owner's id, '' for a project without one). */
const lanes = new WeakMap<Db, Map<string, Lane>>();
/** The most reservations one statement makes. */
const batchSize = 50;
/**
 * Statements of one account under way at once: the second waits on the account's lock in the database and
 * goes as soon as the first commits, instead of a round trip later.
 */
const sendersPerAccount = 2;

/**
 * Records an upload link, its declared size counting against the quota until it ends, unless the uploader
 * already holds `maxPending` live links or the size does not fit beside the account's stored and reserved
 * bytes. The account's lock makes its reservations take turns, and on a busy machine each turn (a lock handed
 * from one database session to the next) costs more than the reservation; so while an account's statements
 * are under way, this instance keeps its next reservations and sends them together in the next statement
 * (each still checked in turn, in the order they came).
 */
export function reserveUpload(
  db: Db,
  ownerId: string | null,
  upload: UploadReservation,
): Promise<Reservation> {
  let accounts = lanes.get(db);
  if (!accounts) {
    accounts = new Map();
    lanes.set(db, accounts);
  }
  const key = ownerId ?? '';
  let lane = accounts.get(key);
  if (!lane) {
    lane = { waiting: [], senders: 0 };
    accounts.set(key, lane);
  }
  const promise = new Promise<Reservation>((resolve, reject) => {
    lane.waiting.push({ upload, resolve, reject });
  });
  if (lane.senders < sendersPerAccount) {
    lane.senders += 1;
    void send(db, ownerId, lane, () => accounts.delete(key));
  }
  return promise;
}

/**
 * Sends an account's waiting reservations, a batch at a time, until none is left; the last sender forgets the
 * lane in the same turn that finds it empty, so a reservation arriving later starts a new one.
 */
async function send(db: Db, ownerId: string | null, lane: Lane, forget: () => void): Promise<void> {
  for (;;) {
    if (lane.waiting.length === 0) {
      lane.senders -= 1;
      if (lane.senders === 0) forget();
      return;
    }
    const batch = lane.waiting.splice(0, batchSize);
    try {
      settle(batch, await reserve(db, ownerId, batch));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      // One upload's failure (its folder deleted meanwhile, say) must not fail the others: each alone.
      else
        for (const one of batch)
          await reserve(db, ownerId, [one]).then(
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

/** One statement, the database's `reserve_storage_uploads`: the reservations of one account, in order. */
async function reserve(db: Db, ownerId: string | null, batch: Waiting[]): Promise<Map<string, Reservation>> {
  const uploads = batch.map(({ upload }) => ({
    id: upload.id,
    project_id: upload.projectId,
    user_id: upload.userId,
    api_key_id: upload.apiKeyId,
    folder_id: upload.folderId,
    file_name: upload.fileName,
    file_size: upload.fileSize,
    content_type: upload.contentType,
    part_count: upload.partCount,
    upload_id: upload.uploadId,
    expires_at: upload.expiresAt.toISOString(),
    limit_bytes: upload.limitBytes,
    max_pending: upload.maxPending,
  }));
  const { rows } = await sql<{ file_id: string; outcome: Reservation['outcome']; first_expiry: Date | null }>`
    select file_id, outcome, first_expiry
    from reserve_storage_uploads(${ownerId}, ${new Date()}, ${JSON.stringify(uploads)})`.execute(db);
  return new Map(
    rows.map((row): [string, Reservation] => [
      row.file_id,
      row.outcome === 'TOO_MANY_PENDING'
        ? { outcome: row.outcome, firstExpiry: row.first_expiry ?? new Date() }
        : { outcome: row.outcome },
    ]),
  );
}

import { type Db, inTransaction } from '../db/database.js';
import type { ProjectRole } from '../db/schema.js';

/** The project created for every new account. */
export const defaultProject = {
  name: 'Meu Projeto',
  description: 'Projeto criado automaticamente no cadastro.',
};

/** Invites are valid for 14 days. */
export const inviteTtlMs = 14 * 24 * 60 * 60 * 1000;

/** Creates a project with `userId` as its OWNER; it becomes the user's default when they have none. */
export function createOwnedProject(db: Db, userId: string, name: string, description: string) {
  return inTransaction(db, async (tx) => {
    const project = await tx
      .insertInto('projects')
      .values({ name, description, updated_at: new Date() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await addMember(tx, project.id, userId, 'OWNER');
    return project;
  });
}

/** The user's default membership (at most one), or undefined. */
function defaultMembership(db: Db, userId: string) {
  return db
    .selectFrom('project_members')
    .select('id')
    .where((eb) => eb.and({ user_id: userId, is_default: true }))
    .executeTakeFirst();
}

/** Adds a member; the project becomes their default when they have none. */
export async function addMember(db: Db, projectId: string, userId: string, role: ProjectRole): Promise<void> {
  const hasDefault = await defaultMembership(db, userId);
  await db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: userId, role, is_default: !hasDefault })
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .execute();
}

/** Accepts every pending, unexpired invite for the user's e-mail (on sign-up and sign-in), in one transaction. */
export function acceptPendingInvites(db: Db, userId: string, email: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    const invites = await tx
      .selectFrom('project_invites')
      .selectAll()
      .where('email', '=', email)
      .where('status', '=', 'PENDING')
      .where('expires_at', '>', new Date())
      .orderBy('created_at')
      .execute();
    for (const invite of invites) {
      await addMember(tx, invite.project_id, userId, invite.role);
      await tx
        .updateTable('project_invites')
        .set({ status: 'ACCEPTED', accepted_at: new Date() })
        .where('id', '=', invite.id)
        .execute();
    }
  });
}

/** Gives the user a default project again (their oldest membership) after theirs was deleted or left. */
export async function repairDefault(db: Db, userId: string): Promise<void> {
  if (await defaultMembership(db, userId)) return;
  const oldest = await db
    .selectFrom('project_members')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('joined_at')
    .limit(1)
    .executeTakeFirst();
  if (oldest)
    await db.updateTable('project_members').set({ is_default: true }).where('id', '=', oldest.id).execute();
}

import { hashPassword } from '../auth/passwords.js';
import { startTrialSubscription } from '../billing/subscriptions.js';
import { addMember, createOwnedProject } from '../projects/membership.js';
import type { Services } from '../services.js';
import { demoSeedSteps } from './demo-steps.js';

/** The demo account of the README. */
export const demoUser = {
  name: 'Conta Demo',
  email: 'demo@postify.dev',
  password: 'Demo@1234',
  phone: '+55 11 91234-5678',
};
/** A second person, owner of the project where the demo user is an EDITOR. */
export const demoPartner = {
  name: 'Ana Parceira',
  email: 'ana@postify.dev',
  password: 'Demo@1234',
  phone: '+55 21 99876-5432',
};

/** A step of demo data added by a later part (see `demo-steps.ts`). */
export type DemoSeedStep = (services: Services, ids: DemoIds) => Promise<void>;

/** What the base demo seed created, for the steps that build on it. */
export interface DemoIds {
  demoUserId: string;
  partnerUserId: string;
  ownProjectId: string;
  sharedProjectId: string;
}

/**
 * Creates the demo data once: the demo user with a trialing Pro subscription, their own project
 * (OWNER, default) and a partner's project where they are EDITOR. Running again changes nothing.
 */
export async function seedDemo(
  services: Services,
  extraSteps: DemoSeedStep[] = demoSeedSteps,
): Promise<DemoIds> {
  const { db, log } = services;
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoUser.email)
    .executeTakeFirst();
  if (existing) {
    const partner = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoPartner.email)
      .executeTakeFirstOrThrow();
    // Each demo user's first own project: the demo user's, and the one the partner shares with them.
    const firstOwned = async (userId: string) =>
      (
        await db
          .selectFrom('project_members')
          .select('project_id')
          .where('user_id', '=', userId)
          .where('role', '=', 'OWNER')
          .orderBy('joined_at')
          .executeTakeFirstOrThrow()
      ).project_id;
    return {
      demoUserId: existing.id,
      partnerUserId: partner.id,
      ownProjectId: await firstOwned(existing.id),
      sharedProjectId: await firstOwned(partner.id),
    };
  }
  const passwordHash = await hashPassword(demoUser.password);
  const ids = await db.transaction().execute(async (tx) => {
    const now = new Date();
    const [demo, partner] = await tx
      .insertInto('users')
      .values([
        {
          name: demoUser.name,
          email: demoUser.email,
          phone: demoUser.phone,
          password_hash: passwordHash,
          email_verified_at: now,
          updated_at: now,
        },
        {
          name: demoPartner.name,
          email: demoPartner.email,
          phone: demoPartner.phone,
          password_hash: passwordHash,
          email_verified_at: now,
          updated_at: now,
        },
      ])
      .returning('id')
      .execute();
    if (!demo || !partner) throw new Error('demo users were not created');
    const own = await (
      await createOwnedProject(
        tx,
        demo.id,
        'Loja Demo',
        'Perfis da loja de demonstração no Instagram, no TikTok, no X e no Bluesky.',
      )
    ).id;
    const shared = await (
      await createOwnedProject(
        tx,
        partner.id,
        'Agência Parceira',
        'Clientes da agência parceira, com a conta demo como editora.',
      )
    ).id;
    await addMember(tx, shared, demo.id, 'EDITOR');
    const pro = await tx.selectFrom('plans').selectAll().where('name', '=', 'Pro').executeTakeFirstOrThrow();
    await startTrialSubscription(tx, demo.id, pro, 'MONTHLY', 'sandbox');
    return { demoUserId: demo.id, partnerUserId: partner.id, ownProjectId: own, sharedProjectId: shared };
  });
  for (const step of extraSteps) await step(services, ids);
  log.info({ email: demoUser.email }, 'demo data seeded');
  return ids;
}

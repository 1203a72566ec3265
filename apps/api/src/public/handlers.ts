import { contactSchema, waitingListSchema } from '@postify/sdk/schemas';
import { conflict } from '../http/errors.js';
import { bodyOf, sdkRules } from '../http/rules.js';
import { contactMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import type { OperationModule } from '../openapi/operations.js';
import { normalizeEmail } from '../users/users.js';

/** The landing page's waiting list and the about page's contact form. */
export const publicOperations: OperationModule = {
  joinWaitingList: {
    rules: sdkRules(waitingListSchema),
    async handle(ctx) {
      const body = bodyOf<{ name: string; email: string; howDiscovered: string }>(ctx.body);
      const entry = await ctx.services.db
        .insertInto('waiting_list')
        .values({
          name: body.name.trim(),
          email: normalizeEmail(body.email),
          how_discovered: body.howDiscovered.trim(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!entry) throw conflict(messages.waitingDuplicate);
      ctx.reply.code(201);
      return {
        id: entry.id,
        name: entry.name,
        email: entry.email,
        howDiscovered: entry.how_discovered,
        createdAt: entry.created_at.toISOString(),
      };
    },
  },

  sendContactMessage: {
    rules: sdkRules(contactSchema),
    async handle(ctx) {
      const body = bodyOf<{ name: string; email: string; message: string }>(ctx.body);
      const { db, config, mailer } = ctx.services;
      const email = normalizeEmail(body.email);
      await db
        .insertInto('contact_messages')
        .values({ name: body.name.trim(), email, message: body.message })
        .execute();
      await mailer.send(contactMail(config.teamEmail, body.name.trim(), email, body.message));
      return null;
    },
  },
};

import { contactSchema, waitingListSchema } from '@postify/sdk/schemas';
import { consumeRateLimit } from '../auth/rate-limit.js';
import { conflict } from '../http/errors.js';
import { sdkRules } from '../http/rules.js';
import { contactMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import type { OperationModule, RequestContext } from '../openapi/operations.js';
import { normalizeEmail } from '../users/users.js';
import { joinWaitingList, saveContactMessage } from './store.js';

function limitPublicForm(ctx: RequestContext, form: 'waiting' | 'contact'): Promise<void> {
  const { rateLimits } = ctx.services.config;
  return consumeRateLimit(ctx.services.db, `${form}:ip:${ctx.request.ip}`, {
    max: rateLimits.publicFormsPerIp,
    windowSeconds: rateLimits.windowSeconds,
  });
}

/** The landing page's waiting list and the about page's contact form. */
export const publicOperations: OperationModule = {
  joinWaitingList: {
    rules: sdkRules(waitingListSchema),
    async handle(ctx) {
      const body = ctx.body;
      await limitPublicForm(ctx, 'waiting');
      const entry = await joinWaitingList(ctx.services.db, {
        name: body.name.trim(),
        email: normalizeEmail(body.email),
        howDiscovered: body.howDiscovered.trim(),
      });
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
      const body = ctx.body;
      // Each message e-mails the team: limited per IP so the form cannot flood the mailbox.
      await limitPublicForm(ctx, 'contact');
      const { db, config, mailer } = ctx.services;
      const email = normalizeEmail(body.email);
      await saveContactMessage(db, { name: body.name.trim(), email, message: body.message });
      await mailer.send(contactMail(config.teamEmail, body.name.trim(), email, body.message));
      return null;
    },
  },
};

import { sql } from 'kysely';
import { pendingMigrations } from '../db/database.js';
import { ApiError, notFound } from '../http/errors.js';
import { messages } from '../messages.js';
import type { OperationModule } from '../openapi/operations.js';
import { normalizeEmail } from '../users/users.js';
import { mailboxMessages } from './store.js';

/** Health, liveness and readiness (for load balancers) and the development mailbox (only with `DEV_MAILBOX=1`). */
export function operationsModule(version: string): OperationModule {
  return {
    getHealth: {
      async handle(ctx) {
        try {
          await sql`select 1`.execute(ctx.services.db);
        } catch (error) {
          ctx.request.log.error({ err: error }, 'health check: database unreachable');
          throw new ApiError(503, 'SERVICE_UNAVAILABLE', messages.serviceUnavailable);
        }
        return { status: 'ok', database: 'up', version };
      },
    },

    getHealthLive: {
      async handle() {
        return { status: 'ok' };
      },
    },

    getHealthReady: {
      async handle(ctx) {
        const notReady = (field: string, message: string) =>
          new ApiError(503, 'SERVICE_UNAVAILABLE', messages.serviceUnavailable, [{ field, message }]);
        if (ctx.services.lifecycle.shuttingDown) throw notReady('server', messages.notReadyShuttingDown);
        let pending: string[];
        try {
          pending = await pendingMigrations(ctx.services.db);
        } catch (error) {
          ctx.request.log.error({ err: error }, 'readiness check: database unreachable');
          throw notReady('database', messages.notReadyDatabase);
        }
        if (pending.length > 0) {
          ctx.request.log.warn({ pending }, 'readiness check: migrations pending');
          throw notReady('migrations', messages.notReadyMigrations);
        }
        return { status: 'ok', database: 'up', migrations: 'current' };
      },
    },

    listMailbox: {
      async handle(ctx) {
        // Codes and reset links are readable only where a developer asked for it; production refuses the switch.
        if (!ctx.services.config.devMailbox) throw notFound(messages.routeNotFound);
        const { to } = ctx.query;
        const rows = await mailboxMessages(
          ctx.services.db,
          ctx.query.limit ?? 20,
          typeof to === 'string' ? normalizeEmail(to) : undefined,
        );
        return rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          createdAt: row.created_at.toISOString(),
        }));
      },
    },
  };
}

import {
  type ApiKeyScope,
  type ApiKeyViolation,
  allowedOriginsViolations,
  apiKeyViolations,
} from '@postify/sdk/rules';
import { notFound } from '../http/errors.js';
import { messages } from '../messages.js';
import { type OperationModule, type RequestContext, requireUser } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import { insertApiKey, listActiveKeys, newApiKeySecret, presentApiKey, revokeKey } from './keys.js';
import { projectOrigins, replaceProjectOrigins } from './origins.js';

/** The caller's project, where they manage keys (OWNER and ADMIN; the router refuses partners here). */
async function keyManager(ctx: RequestContext) {
  const access = await requireProject(ctx);
  requireRole(access, 'manageApiKeys');
  return access;
}

const asRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

// The contract's `ErrorDetail` is exactly `{ field, message }`: the rules' catalogue `code` is for the UI.
const asDetails = (violations: readonly ApiKeyViolation[]) =>
  violations.map(({ field, message }) => ({ field, message }));

/** The shared rules (`@postify/sdk/rules`) on the parts of the body that have the right type. */
function keyRules(body: unknown) {
  const { name, scopes } = asRecord(body);
  if (typeof name !== 'string' || !Array.isArray(scopes)) return [];
  return asDetails(apiKeyViolations({ name, scopes: scopes.filter((scope) => typeof scope === 'string') }));
}

function originRules(body: unknown) {
  const { origins } = asRecord(body);
  if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string')) return [];
  return asDetails(allowedOriginsViolations(origins));
}

/** The 'Chaves de API' calls: keys, the allowed origins, and the exchange of a key for a browser token. */
export const apiKeyOperations: OperationModule = {
  listApiKeys: {
    async handle(ctx) {
      const access = await keyManager(ctx);
      return (await listActiveKeys(ctx.services.db, access.projectId)).map(presentApiKey);
    },
  },

  createApiKey: {
    rules: keyRules,
    async handle(ctx) {
      const access = await keyManager(ctx);
      const secret = newApiKeySecret();
      const row = await insertApiKey(
        ctx.services.db,
        {
          projectId: access.projectId,
          userId: requireUser(ctx).userId,
          name: ctx.body.name.trim(),
          // Stored in the order of the scope list, whatever order they were sent in.
          scopes: [...new Set(ctx.body.scopes)].sort() as ApiKeyScope[],
        },
        secret,
      );
      ctx.reply.code(201);
      return { ...presentApiKey(row), secret: secret.secret };
    },
  },

  revokeApiKey: {
    async handle(ctx) {
      const access = await keyManager(ctx);
      if (!(await revokeKey(ctx.services.db, access.projectId, ctx.params.keyId)))
        throw notFound(messages.apiKeyNotFound);
      return null;
    },
  },

  getAllowedOrigins: {
    async handle(ctx) {
      const access = await keyManager(ctx);
      return { origins: await projectOrigins(ctx.services.db, access.projectId) };
    },
  },

  replaceAllowedOrigins: {
    rules: originRules,
    async handle(ctx) {
      const access = await keyManager(ctx);
      const changed = await replaceProjectOrigins(ctx.services.db, access.projectId, ctx.body.origins);
      ctx.services.allowedOrigins.forget(changed);
      return { origins: await projectOrigins(ctx.services.db, access.projectId) };
    },
  },

  exchangeApiKey: {
    async handle(ctx) {
      // The router let only an API key (`apiKey` scheme) in: a browser token cannot mint another.
      const partner = requireUser(ctx).partner;
      if (!partner) throw new Error('exchangeApiKey reached without an API key');
      const { token, expiresAt } = await ctx.services.browserTokens.sign({
        keyId: partner.keyId,
        projectId: partner.projectId,
        scopes: partner.scopes,
      });
      ctx.reply.code(201);
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        projectId: partner.projectId,
        scopes: partner.scopes,
      };
    },
  },
};

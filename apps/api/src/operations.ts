import { apiKeyOperations } from './api-keys/handlers.js';
import { approvalOperations } from './approvals/handlers.js';
import { authOperations } from './auth/handlers.js';
import { billingOperations } from './billing/handlers.js';
import { sandboxOperations } from './billing/sandbox.js';
import { stripeOperations } from './billing/webhook.js';
import { metricsOperations } from './metrics/handlers.js';
import { networkOperations } from './networks/handlers.js';
import type { OperationModule } from './openapi/operations.js';
import { postOperations } from './posts/handlers.js';
import { postImportOperations } from './posts/import.js';
import { profileOperations } from './profile/handlers.js';
import { projectOperations } from './projects/handlers.js';
import { publicOperations } from './public/handlers.js';
import { operationsModule } from './public/operations-handlers.js';
import { queueOperations } from './queue/handlers.js';
import { smartOperations } from './smart/handlers.js';
import { storageOperations } from './storage/handlers.js';
import { userOperations } from './users/handlers.js';
import { webhookOperations } from './webhooks/handlers.js';

/** Every handler module of the server; together they cover every operation of the OpenAPI file. */
export function coreModules(version: string): OperationModule[] {
  return [
    authOperations,
    userOperations,
    projectOperations,
    billingOperations,
    sandboxOperations,
    stripeOperations,
    publicOperations,
    operationsModule(version),
    storageOperations,
    postOperations,
    postImportOperations,
    networkOperations,
    metricsOperations,
    smartOperations,
    profileOperations,
    apiKeyOperations,
    webhookOperations,
    approvalOperations,
    queueOperations,
  ];
}

import { authOperations } from './auth/handlers.js';
import { billingOperations } from './billing/handlers.js';
import { sandboxOperations } from './billing/sandbox.js';
import { stripeOperations } from './billing/webhook.js';
import { metricsOperations } from './metrics/handlers.js';
import { networkOperations } from './networks/handlers.js';
import type { OperationModule } from './openapi/operations.js';
import { postOperations } from './posts/handlers.js';
import { profileOperations } from './profile/handlers.js';
import { projectOperations } from './projects/handlers.js';
import { publicOperations } from './public/handlers.js';
import { operationsModule } from './public/operations-handlers.js';
import { smartOperations } from './smart/handlers.js';
import { storageOperations } from './storage/handlers.js';
import { userOperations } from './users/handlers.js';

/** The handler modules of this part of the server (accounts, projects, billing, public calls). */
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
    networkOperations,
    metricsOperations,
    smartOperations,
    profileOperations,
  ];
}

const coreTags = ['auth', 'users', 'public', 'plans', 'billing', 'projects', 'operations', 'development'];
// Storage ('Meus Arquivos', issue 6) and its local driver's blob endpoints.
const storageTags = ['storage', 'storage-driver'];
// Posts, templates and schedules (issue 5, second half).
const publishingTags = ['posts'];
// Networks, metrics, AI and the dashboard profile (issue 5, first half).
const networkTags = ['platforms', 'smart', 'profile'];
const coreSandboxOperations = [
  'showSandboxCheckout',
  'submitSandboxCheckout',
  'showSandboxCheckoutSent',
  'showSandboxBillingPortal',
  'submitSandboxBillingPortal',
  'showSandboxAuthorization',
  'submitSandboxAuthorization',
];

/**
 * Operations the server refuses to start without. The other areas (posts, platforms, storage, smart,
 * profile, sandbox OAuth) answer 501 NOT_IMPLEMENTED until their modules are passed to `buildServer`.
 */
export function isCoreOperation(operationId: string, tags: readonly string[]): boolean {
  return (
    tags.some(
      (tag) =>
        coreTags.includes(tag) ||
        storageTags.includes(tag) ||
        publishingTags.includes(tag) ||
        networkTags.includes(tag),
    ) || coreSandboxOperations.includes(operationId)
  );
}

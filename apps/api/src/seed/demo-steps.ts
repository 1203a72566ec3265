import type { DemoSeedStep } from './demo.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoMetrics } from './demo-metrics.js';
import { seedDemoPosts } from './demo-posts.js';

/**
 * Demo data of the later parts (social accounts, posts, schedules, storage), run in order after the base
 * demo seed on its first run. Each step receives the demo ids and must create its rows only once.
 */
export const demoSeedSteps: DemoSeedStep[] = [
  // Sandbox accounts of the demo projects, linked through the sandbox network's code exchange.
  seedDemoAccounts,
  // After the linked accounts: each post gets an occurrence per account of the demo project.
  seedDemoPosts,
  // After the linked accounts: a month of daily metrics for the dashboard's chart.
  seedDemoMetrics,
];

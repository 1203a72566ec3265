import type { DemoSeedStep } from './demo.js';
import { seedDemoPosts } from './demo-posts.js';

/**
 * Demo data of the later parts (social accounts, posts, schedules, storage), run in order after the base
 * demo seed on its first run. Each step receives the demo ids and must create its rows only once.
 */
export const demoSeedSteps: DemoSeedStep[] = [
  // After the linked accounts: each post gets an occurrence per account of the demo project.
  seedDemoPosts,
];

// The API's public entry for other workspaces' tests and benchmarks (`@postify/api/testing`): what they need
// to run the real server in their own process, so none of them reaches into this package by a file path.
export { hashPassword } from './auth/passwords.js';
export { type Config, loadConfig } from './config.js';
export { type Db, openDatabase } from './db/database.js';
export { networkPublisher } from './scheduler/network-publisher.js';
export type { Publisher } from './scheduler/publisher.js';
export { refreshExpiringTokens } from './scheduler/token-refresh.js';
export { createScheduler } from './scheduler/worker.js';
export { seedDemo } from './seed/demo.js';
export { buildServer, type PostifyServer } from './server.js';

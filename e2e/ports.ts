/**
 * Where the journeys find the API and the console. The run starts one stack (an API on its own database and a
 * console server) per Playwright worker, on consecutive ports from E2E_API_PORT / E2E_HOST_PORT (defaults
 * :3100 and :4273); a worker drives the stack of its parallel index, so journeys never share data.
 */
export const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstApiPort = Number(process.env.E2E_API_PORT ?? 3100);
const firstHostPort = Number(process.env.E2E_HOST_PORT ?? 4273);

/** The ports of stack `slot`. */
export function stack(slot: number) {
  return { apiPort: firstApiPort + slot, hostPort: firstHostPort + slot };
}

/** This worker's stack: Playwright numbers its workers' slots from 0 (the config's process reads slot 0). */
export const { apiPort, hostPort } = stack(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const appUrl = `http://127.0.0.1:${hostPort}`;
export const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;

/** Where the journeys find the API and the console; E2E_API_PORT / E2E_HOST_PORT override the defaults. */
export const apiPort = Number(process.env.E2E_API_PORT ?? 3100);
export const hostPort = Number(process.env.E2E_HOST_PORT ?? 4273);
export const appUrl = `http://127.0.0.1:${hostPort}`;
export const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;

import type { LoggerOptions } from 'pino';

/** Query parameters whose values are secrets: passwords, codes, tokens, and the signatures of signed URLs. */
const sensitiveQuery = /pass|senha|secret|token|signature|credential|^code$|^state$|^otp$/i;

/** Field names that hold passwords or tokens, masked at any of the first three levels of a log entry. */
const sensitiveFields = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'password_hash',
  'passwordHash',
  'accessToken',
  'refreshToken',
  'token',
];

/** Headers that carry credentials, wherever a log entry holds request or response headers. */
const sensitiveHeaders = ['authorization', 'cookie', '["set-cookie"]', '["x-folder-password"]'];

const header = (name: string) => (name.startsWith('[') ? name : `.${name}`);

/** The paths pino masks (`[REDACTED]`). */
export const redactPaths: string[] = [
  ...sensitiveHeaders.flatMap((name) =>
    ['req.headers', 'res.headers', 'headers', '*.headers'].map((base) => `${base}${header(name)}`),
  ),
  ...sensitiveFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** `url` with the value of every sensitive query parameter replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const name of new Set(query.keys())) {
    if (!sensitiveQuery.test(name)) continue;
    query.set(name, '[REDACTED]');
    changed = true;
  }
  return changed ? `${url.slice(0, mark)}?${query.toString()}` : url;
}

/** The request as Fastify logs it, its URL without secrets (headers are never logged). */
function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's pino options: credentials never reach the log (ASVS 5.0 V16.2.5) — the URLs of requests
 * lose their passwords, codes, tokens and signatures, and credential headers and password-like fields are
 * masked wherever an entry carries them.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: '[REDACTED]' },
    serializers: { req: serializeRequest },
  };
}

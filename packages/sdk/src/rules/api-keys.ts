import { type ApiKeyMessageKey, apiKeyMessages as m } from '../messages.js';

/**
 * What a project API key (and the browser tokens exchanged for it) may do. Each project-scoped operation
 * of the contract names the scope it needs in its `security` (schemes `apiKey` and `browserToken`).
 */
export const apiKeyScopes = [
  'posts:read',
  'posts:write',
  'media:write',
  'accounts:read',
  'metrics:read',
] as const;

/** One scope of {@link apiKeyScopes}. */
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The longest key name, in characters. */
export const API_KEY_NAME_MAX = 60;
/** The most origins a project may allow. */
export const ALLOWED_ORIGINS_MAX = 20;

/** A rule's refusal: the field it concerns, its pt-BR message and its catalogue code (to translate it). */
export interface ApiKeyViolation {
  field: string;
  message: string;
  code: `apiKey.${ApiKeyMessageKey}`;
}

const violation = (field: string, key: ApiKeyMessageKey): ApiKeyViolation => ({
  field,
  message: m[key],
  code: `apiKey.${key}`,
});

/** Whether `value` is one of the scopes. */
export function isApiKeyScope(value: string): value is ApiKeyScope {
  return (apiKeyScopes as readonly string[]).includes(value);
}

/** The refusals of a new key's name and scopes (empty when it may be created). */
export function apiKeyViolations(input: { name: string; scopes: readonly string[] }): ApiKeyViolation[] {
  const violations: ApiKeyViolation[] = [];
  const name = input.name.trim();
  if (!name) violations.push(violation('name', 'nameRequired'));
  else if (name.length > API_KEY_NAME_MAX) violations.push(violation('name', 'nameMax'));
  if (input.scopes.length === 0) violations.push(violation('scopes', 'scopesRequired'));
  else if (!input.scopes.every(isApiKeyScope)) violations.push(violation('scopes', 'scopeUnknown'));
  return violations;
}

/**
 * The key of the refusal of one allowed origin in `apiKeyMessages` (catalogue code `apiKey.<key>`), or null.
 * An origin is exactly what a browser sends in `Origin`: `http(s)://host[:port]`, lower-case, no path, no
 * trailing slash; wildcards are refused because the API compares origins exactly (a pattern would let any
 * look-alike domain call it with a partner's token).
 */
export function originViolationKey(origin: string): 'originInvalid' | 'originWildcard' | null {
  if (origin.includes('*')) return 'originWildcard';
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return 'originInvalid';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'originInvalid';
  if (parsed.origin !== origin) return 'originInvalid';
  return null;
}

/** The pt-BR refusal of one allowed origin ({@link originViolationKey}), or null. */
export function originViolation(origin: string): string | null {
  const key = originViolationKey(origin);
  return key ? m[key] : null;
}

/** The refusals of a project's whole list of allowed origins, each on `origins.<index>`. */
export function allowedOriginsViolations(origins: readonly string[]): ApiKeyViolation[] {
  const violations: ApiKeyViolation[] = [];
  if (origins.length > ALLOWED_ORIGINS_MAX) violations.push(violation('origins', 'originsTooMany'));
  const seen = new Set<string>();
  origins.forEach((origin, index) => {
    const problem = originViolationKey(origin) ?? (seen.has(origin) ? 'originDuplicate' : null);
    if (problem) violations.push(violation(`origins.${index}`, problem));
    seen.add(origin);
  });
  return violations;
}

/** Where the settings screen remembers which platform an authorization `state` was issued for. */
const STORAGE_KEY = 'postify:oauth-states';

function read(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Remembers the platform of an authorization about to start; the network brings back only code and state. */
export function rememberAuthorization(state: string, platformId: number): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...read(), [state]: platformId }));
}

/** The platform the returned `state` was issued for, once: a state is single use. */
export function takeAuthorization(state: string): number | null {
  const all = read();
  const platformId = all[state];
  delete all[state];
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  return typeof platformId === 'number' ? platformId : null;
}

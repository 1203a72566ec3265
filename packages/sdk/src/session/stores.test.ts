import { describe, expect, it } from 'vitest';
import {
  createCookieTokenStore,
  createHttpOnlyRefreshStore,
  createLocalStorageProjectIdStore,
  createMemoryProjectIdStore,
  createMemoryTokenStore,
} from './stores.js';

/** Just enough of document.cookie: writes are recorded, reads join the live cookies. */
function cookieJar() {
  const live = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...live].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/max-age=0\b/.test(line)) live.delete(name);
      else live.set(name, value);
    },
  };
}

const session = { user: { id: 'u1', name: 'Ana Souza' }, accessToken: 'a.b.c', refreshToken: 'r-1' };

describe('cookie token store', () => {
  it('keeps the session as JSON in postify-auth-token for 7 days on path / with SameSite=Lax', () => {
    const jar = cookieJar();
    const store = createCookieTokenStore({ document: jar, secure: false });
    store.set(session);
    expect(jar.writes[0]).toMatch(/^postify-auth-token=[^;]+; path=\/; max-age=604800; SameSite=Lax$/);
    expect(store.get()).toEqual(session);
  });

  it('marks the cookie Secure on https', () => {
    const jar = cookieJar();
    createCookieTokenStore({ document: jar, secure: true }).set(session);
    expect(jar.writes[0]).toMatch(/; Secure$/);
  });

  it('forgets the session on clear and ignores a malformed cookie', () => {
    const jar = cookieJar();
    const store = createCookieTokenStore({ document: jar, secure: false });
    store.set(session);
    store.clear();
    expect(store.get()).toBeNull();
    jar.cookie = 'postify-auth-token=%7Bnot-json; path=/';
    expect(store.get()).toBeNull();
  });
});

describe('HttpOnly refresh store', () => {
  it('never keeps nor hands out the refresh token, only the user and the access token', () => {
    const jar = cookieJar();
    const store = createHttpOnlyRefreshStore(createCookieTokenStore({ document: jar, secure: false }));
    expect(store.refreshTransport).toBe('cookie');
    store.set(session);
    expect(store.get()).toEqual({ user: session.user, accessToken: 'a.b.c' });
    expect(jar.writes.join('\n')).not.toContain('r-1');
  });

  it('hides a refresh token an older session left in the cookie', () => {
    const jar = cookieJar();
    createCookieTokenStore({ document: jar, secure: false }).set(session);
    const store = createHttpOnlyRefreshStore(createCookieTokenStore({ document: jar, secure: false }));
    expect(store.get()).not.toHaveProperty('refreshToken');
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('project id stores', () => {
  it('keeps the current project under localStorage key currentProjectId', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const store = createLocalStorageProjectIdStore(storage);
    store.set('p-1');
    expect(data.get('currentProjectId')).toBe('p-1');
    expect(store.get()).toBe('p-1');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('has memory versions for servers and tests', () => {
    const tokens = createMemoryTokenStore();
    tokens.set(session);
    expect(tokens.get()).toEqual(session);
    const projects = createMemoryProjectIdStore('p-2');
    expect(projects.get()).toBe('p-2');
  });
});

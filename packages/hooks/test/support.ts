// Helpers of the data-hook suites: a client on the real API server started by test/api-server.ts,
// users created through the API itself, and codes read from the development mailbox.
import {
  type AuthSession,
  createMemoryProjectIdStore,
  createMemoryTokenStore,
  createPostifyClient,
  type PostifyClient,
  type ProjectIdStore,
  type Schemas,
  type TokenStore,
  unwrap,
} from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { inject } from 'vitest';
import { PostifyProvider } from '../src/data/core/PostifyProvider.js';
import './support-context.js';

export const apiUrl = (): string => inject('apiUrl');
export const testPassword = 'Senha@2026';

let counter = 0;
/** A unique e-mail for this run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@exemplo.com`;
}

/** The API calls a client made, by path (after `/api/v1`). */
export interface CallLog {
  paths: string[];
  count(path: string): number;
}

/** A client on the test server with memory stores, logging every request it sends. */
export function testClient(
  options: {
    tokenStore?: TokenStore;
    projectIdStore?: ProjectIdStore;
    onSessionEnd?: () => void;
    baseUrl?: string;
  } = {},
) {
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  const projectIdStore = options.projectIdStore ?? createMemoryProjectIdStore();
  const paths: string[] = [];
  const base = options.baseUrl ?? apiUrl();
  const client = createPostifyClient({
    baseUrl: base,
    tokenStore,
    projectIdStore,
    onSessionEnd: options.onSessionEnd,
    fetch: async (info: RequestInfo | URL, init?: RequestInit) => {
      const input = info instanceof Request && !init ? info : new Request(info, init);
      paths.push(`${input.method} ${input.url.slice(base.length).split('?')[0]}`);
      return rebuffered(await globalThis.fetch(input));
    },
  });
  const log: CallLog = { paths, count: (path) => paths.filter((p) => p === path).length };
  return { client, tokenStore, projectIdStore, log };
}

/**
 * happy-dom 21's `Response.clone()` empties both bodies of a network answer, and the SDK's envelope
 * middleware clones; an answer rebuilt from its bytes clones correctly. The bytes are the server's own.
 */
async function rebuffered(response: Response): Promise<Response> {
  const empty = response.status === 204 || response.status === 304;
  return new Response(empty ? null : await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** A fresh query cache without retries, so failures surface at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A `renderHook` wrapper with `<PostifyProvider>` around the client. */
export function wrapperFor(client: PostifyClient, queryClient: QueryClient = testQueryClient()) {
  return ({ children }: { children: ReactNode }) =>
    createElement(PostifyProvider, { client, queryClient }, children);
}

/** The newest e-mail's six-digit code for `to`, read from `GET /dev/mailbox`. */
export async function mailboxCode(to: string): Promise<string> {
  const response = await fetch(`${apiUrl()}/dev/mailbox?to=${encodeURIComponent(to)}&limit=1`);
  const body = (await response.json()) as { data: Schemas['MailboxMessage'][] };
  const text = body.data[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the mailbox of ${to}`);
  return code;
}

/** Registers a user through the API (without signing in). */
export async function registerUser(client: PostifyClient, email: string, name = 'Pessoa Teste') {
  return unwrap(
    client.POST('/auth/register', {
      body: {
        name,
        email,
        phone: '+55 11 98888-7777',
        password: testPassword,
        confirmPassword: testPassword,
      },
    }),
  );
}

/** Registers and signs in a user through the API; the client's token store holds the session. */
export async function signedInUser(label: string) {
  const context = testClient();
  const email = uniqueEmail(label);
  await registerUser(context.client, email);
  await unwrap(context.client.POST('/auth/login', { body: { email, password: testPassword } }));
  const session = await unwrap(
    context.client.POST('/auth/validate-login', { body: { email, otp: await mailboxCode(email) } }),
  );
  const stored: AuthSession = {
    user: session.user,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  };
  context.tokenStore.set(stored);
  return { ...context, email, session };
}

/** Links a sandbox social account to a project straight in the database (see test/api-server.ts). */
export async function linkSandboxAccount(projectId: string, platformName: string, username: string) {
  const response = await fetch(`${inject('controlUrl')}/link-account`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ projectId, platformName, username }),
  });
  if (!response.ok) throw new Error(`could not link an account: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Clicks 'Autorizar' on the sandbox network's page; answers the `code` and `state` it sends back. */
export async function sandboxConsent(authorizationUrl: string) {
  const response = await fetch(`${inject('controlUrl')}/sandbox-consent`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ authorizationUrl }),
  });
  const { status, location } = (await response.json()) as { status: number; location: string | null };
  if (status !== 303 || !location) throw new Error(`the sandbox page answered ${status}`);
  const back = new URL(location);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

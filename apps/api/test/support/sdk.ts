import { createMemoryTokenStore, createPostifyClient, unwrap } from '@postify/sdk';
import { codeIn, lastMail, type TestServer } from './server.js';

/** A person who signs up. */
export interface NewPerson {
  name: string;
  email: string;
  phone: string;
}

const password = 'Senha@2026';

/**
 * Signs `person` up and in through `@postify/sdk` as an app would: register, login, the code from the
 * mailbox, validate-login; answers the client holding that session.
 */
export async function signUpThroughSdk(t: TestServer, person: NewPerson) {
  const tokenStore = createMemoryTokenStore();
  const client = createPostifyClient({ baseUrl: `${t.url}/api/v1`, tokenStore });
  await unwrap(client.POST('/auth/register', { body: { ...person, password, confirmPassword: password } }));
  await unwrap(client.POST('/auth/login', { body: { email: person.email, password } }));
  const otp = codeIn((await lastMail(t, person.email)).text);
  const session = await unwrap(client.POST('/auth/validate-login', { body: { email: person.email, otp } }));
  tokenStore.set({
    user: session.user,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  });
  return { client, session, tokenStore };
}

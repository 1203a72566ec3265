import { unwrap } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughSdk } from './support/sdk.js';
import { startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('through @postify/sdk', () => {
  it('registers, reads the code in the mailbox, signs in, creates a project and reads plans', async () => {
    // Register, the code from the mailbox, sign in: the whole flow goes through the typed client.
    const { client } = await signUpThroughSdk(t, {
      name: 'Pessoa SDK',
      email: 'sdk.user@exemplo.com',
      phone: '+55 11 97777-6666',
    });

    const project = await unwrap(
      client.POST('/projects', {
        body: { name: 'Projeto SDK', description: 'Criado pelo cliente tipado do SDK.' },
      }),
    );
    expect(project).toMatchObject({ name: 'Projeto SDK', userRole: 'OWNER' });
    const { projects } = await unwrap(client.GET('/projects'));
    expect(projects.map((p) => p.name)).toEqual(['Meu Projeto', 'Projeto SDK']);
    const plans = await unwrap(client.GET('/plans'));
    expect(plans.map((p) => p.name)).toEqual(['Starter', 'Pro', 'Premier']);
  });

  it('refreshes an expired access token once and retries', async () => {
    const email = 'sdk.refresh@exemplo.com';
    const { client, session, tokenStore } = await signUpThroughSdk(t, {
      name: 'Refresh',
      email,
      phone: '+55 11 97777-5555',
    });
    tokenStore.set({
      user: session.user,
      accessToken: 'expired.or.garbage',
      refreshToken: session.refreshToken,
    });
    const me = await unwrap(client.GET('/users/me'));
    expect(me.email).toBe(email);
    expect(tokenStore.get()?.refreshToken).not.toBe(session.refreshToken);
  });
});

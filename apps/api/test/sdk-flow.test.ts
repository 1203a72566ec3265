import { createMemoryTokenStore, createPostifyClient, unwrap } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, lastMail, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('through @postify/sdk', () => {
  it('registers, reads the code in the mailbox, signs in, creates a project and reads plans', async () => {
    const tokenStore = createMemoryTokenStore();
    const client = createPostifyClient({ baseUrl: `${t.url}/api/v1`, tokenStore });
    const email = 'sdk.user@exemplo.com';

    await unwrap(
      client.POST('/auth/register', {
        body: {
          name: 'Pessoa SDK',
          email,
          phone: '+55 11 97777-6666',
          password: 'Senha@2026',
          confirmPassword: 'Senha@2026',
        },
      }),
    );
    await unwrap(client.POST('/auth/login', { body: { email, password: 'Senha@2026' } }));
    const otp = codeIn((await lastMail(t, email)).text);
    const session = await unwrap(client.POST('/auth/validate-login', { body: { email, otp } }));
    tokenStore.set({
      user: session.user,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
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
    const tokenStore = createMemoryTokenStore();
    const client = createPostifyClient({ baseUrl: `${t.url}/api/v1`, tokenStore });
    await unwrap(
      client.POST('/auth/register', {
        body: {
          name: 'Refresh',
          email,
          phone: '+55 11 97777-5555',
          password: 'Senha@2026',
          confirmPassword: 'Senha@2026',
        },
      }),
    );
    await unwrap(client.POST('/auth/login', { body: { email, password: 'Senha@2026' } }));
    const session = await unwrap(
      client.POST('/auth/validate-login', { body: { email, otp: codeIn((await lastMail(t, email)).text) } }),
    );
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

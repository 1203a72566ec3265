import { Writable } from 'node:stream';
import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer } from './support/server.js';

// The server's own log, captured line by line as an operator's log collector would receive it.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ logLevel: 'info' }, { logDestination: sink });
});
afterAll(async () => {
  await t.close();
});

const secrets = {
  queryPassword: 'senha-na-url-123',
  headerPassword: 'senha-no-cabecalho-456',
  cookie: 'biscoito-secreto-789',
  signature: 'a'.repeat(64),
};

describe('the request log', () => {
  it('never writes folder passwords, bearer tokens, cookies or URL signatures, and says they were removed', async () => {
    const user = await createUser(t, 'log@postify.dev');
    const folder = await t.call<Schemas['StorageFolder']>('POST', '/storage/folders', {
      token: user.token,
      projectId: user.projectId,
      headers: { 'x-folder-password': secrets.headerPassword },
      body: { name: 'Privada', needs_password: true, password: secrets.headerPassword },
    });
    expect(folder.status).toBe(201);
    const folderId = folder.body.data.folderId;
    await t.call('GET', `/storage/folders/${folderId}?password=${secrets.queryPassword}&page_size=5`, {
      token: user.token,
      projectId: user.projectId,
      headers: { 'x-folder-password': secrets.headerPassword, cookie: `session=${secrets.cookie}` },
    });
    await t.call('GET', `/storage/blobs/${folderId}?expires=1&signature=${secrets.signature}`);
    // Unknown routes and malformed bodies are logged too.
    await t.call('GET', `/storage/nao-existe?password=${secrets.queryPassword}`);
    await t.call('PUT', `/storage/folders/${folderId}/rename?password=${secrets.queryPassword}`, {
      token: user.token,
      raw: '{"new_name":',
    });

    const text = lines.join('\n');
    for (const secret of [...Object.values(secrets), user.token]) expect(text).not.toContain(secret);
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(urls).toContain(`/api/v1/storage/folders/${folderId}?password=%5BREDACTED%5D&page_size=5`);
    expect(urls).toContain(`/api/v1/storage/blobs/${folderId}?expires=1&signature=%5BREDACTED%5D`);
  });

  it('masks headers and password-like fields wherever a log entry carries them', () => {
    lines.length = 0;
    t.server.services.log.warn(
      {
        request: {
          headers: {
            authorization: `Bearer ${secrets.signature}`,
            cookie: secrets.cookie,
            'x-folder-password': secrets.headerPassword,
          },
        },
        body: { email: 'a@b.c', password: secrets.queryPassword, newPassword: secrets.queryPassword },
        user: { profile: { currentPassword: secrets.queryPassword } },
      },
      'diagnóstico',
    );
    const text = lines.join('\n');
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.request.headers).toEqual({
      authorization: '[REDACTED]',
      cookie: '[REDACTED]',
      'x-folder-password': '[REDACTED]',
    });
    expect(entry.body).toEqual({ email: 'a@b.c', password: '[REDACTED]', newPassword: '[REDACTED]' });
  });
});

import { createHash } from 'node:crypto';
import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserTokens } from '../src/api-keys/browser-tokens.js';
import { defaultRateLimits } from '../src/config.js';
import { addMember } from '../src/projects/membership.js';
import { formOf, images, pngBytes, sendForm, startPostsServer } from './posts/support.js';
import { createUser, type TestServer } from './support/server.js';

/** A small per-key budget, so the limit is reached in a few calls (every other test uses fresh keys). */
const perKeyPerMinute = 12;
const consoleOrigin = 'http://console.exemplo.test';
const partnerOrigin = 'https://loja.exemplo.com.br';

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer({
    publicAppUrl: consoleOrigin,
    rateLimits: {
      ...defaultRateLimits,
      requestsPerMinutePerIp: 1_000_000,
      requestsPerMinutePerKey: perKeyPerMinute,
    },
  });
});
afterAll(() => t.close());

let users = 0;
async function owner() {
  users += 1;
  return createUser(t, `chaves-${users}@exemplo.com`, 'Dona');
}

async function createKey(
  who: { token: string; projectId: string },
  scopes: Schemas['ApiKeyScope'][],
  name = 'Loja virtual',
) {
  const answer = await t.call<Schemas['CreatedApiKey']>('POST', '/api-keys', {
    token: who.token,
    projectId: who.projectId,
    body: { name, scopes },
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

async function exchange(secret: string) {
  const answer = await t.call<Schemas['BrowserToken']>('POST', '/api-keys/exchange', { token: secret });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

describe('project API keys', () => {
  it('are created and listed by OWNER and ADMIN only; the secret is shown once and stored hashed', async () => {
    const dona = await owner();
    const admin = await createUser(t, `chaves-admin-${users}@exemplo.com`);
    const editor = await createUser(t, `chaves-editor-${users}@exemplo.com`);
    await addMember(t.db, dona.projectId, admin.user.id, 'ADMIN');
    await addMember(t.db, dona.projectId, editor.user.id, 'EDITOR');

    const key = await createKey({ token: admin.token, projectId: dona.projectId }, [
      'posts:write',
      'posts:read',
    ]);
    expect(key.secret).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 9));
    expect(key.scopes).toEqual(['posts:read', 'posts:write']);
    expect(key.lastUsedAt).toBeNull();

    const row = await t.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(9));

    const listed = await t.call<Schemas['ApiKey'][]>('GET', '/api-keys', { token: dona.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([{ ...key, secret: undefined }].map(({ secret: _, ...rest }) => rest));
    expect(listed.text).not.toContain(key.secret);

    for (const call of [
      () => t.call('GET', '/api-keys', { token: editor.token, projectId: dona.projectId }),
      () =>
        t.call('POST', '/api-keys', {
          token: editor.token,
          projectId: dona.projectId,
          body: { name: 'x', scopes: ['posts:read'] },
        }),
      () => t.call('GET', '/api-keys/allowed-origins', { token: editor.token, projectId: dona.projectId }),
    ]) {
      const refused = await call();
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
  });

  it('refuses an empty name, no scope or an unknown scope with the rules pt-BR messages', async () => {
    const dona = await owner();
    const answer = await t.call('POST', '/api-keys', { token: dona.token, body: { name: ' ', scopes: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { field: 'name', message: 'Dê um nome à chave' },
      { field: 'scopes', message: 'Escolha pelo menos uma permissão' },
    ]);
    const unknown = await t.call('POST', '/api-keys', {
      token: dona.token,
      body: { name: 'Loja', scopes: ['posts:delete'] },
    });
    expect(unknown.status).toBe(400);
  });

  it("authorises its project's operations without X-Project-ID, and refuses another project (403)", async () => {
    const dona = await owner();
    const other = await owner();
    const key = await createKey(dona, ['posts:read']);
    const posts = await t.call<Schemas['PostPage']>('GET', '/posts', { token: key.secret });
    expect(posts.status).toBe(200);
    const same = await t.call('GET', '/posts', { token: key.secret, projectId: dona.projectId });
    expect(same.status).toBe(200);
    const foreign = await t.call('GET', '/posts', { token: key.secret, projectId: other.projectId });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({
      status: 'error',
      code: 'FORBIDDEN',
      message: 'A chave de API pertence a outro projeto.',
    });
  });

  it('needs the scope each operation names in the contract', async () => {
    const dona = await owner();
    const reader = await createKey(dona, ['posts:read']);
    const create = await sendForm(t, 'POST', '/templates/scheduled', formOf({ caption: 'Oi' }), {
      token: reader.secret,
    });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('A chave de API não tem a permissão necessária (posts:write).');
    const metrics = await t.call('GET', '/platforms/user', { token: reader.secret });
    expect(metrics.status).toBe(403);
    expect(metrics.body.message).toBe('A chave de API não tem a permissão necessária (accounts:read).');
  });

  it('is refused on account operations: profile, projects, billing, members and keys', async () => {
    const dona = await owner();
    const key = await createKey(dona, [
      'posts:read',
      'posts:write',
      'media:write',
      'accounts:read',
      'metrics:read',
    ]);
    for (const [method, path, body] of [
      ['GET', '/users/me'],
      ['GET', '/projects'],
      ['GET', '/subscriptions/user'],
      ['GET', '/subscriptions/billing'],
      ['GET', `/projects/${dona.projectId}/members`],
      ['GET', '/api-keys'],
      ['POST', '/api-keys', { name: 'Outra', scopes: ['posts:read'] }],
      ['PUT', '/api-keys/allowed-origins', { origins: [] }],
      ['DELETE', `/api-keys/${key.id}`],
      ['GET', '/user/profile/onboarding'],
      ['GET', '/storage/usage'],
    ] as const) {
      const answer = await t.call(method, path, { token: key.secret, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.message).toBe(
        'Chaves de API e tokens de navegador não podem ser usados nesta operação.',
      );
    }
  });

  it('records the key on the posts and stored files it creates', async () => {
    const dona = await owner();
    const key = await createKey(dona, ['posts:write']);
    const created = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf({ caption: 'Novidades da semana' }, images(1, pngBytes())),
      { token: key.secret },
    );
    expect(created.status).toBe(201);
    const post = await t.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow();
    expect(post).toMatchObject({ api_key_id: key.id, created_by: null, project_id: dona.projectId });
    const files = await t.db
      .selectFrom('storage_files')
      .select('api_key_id')
      .where('project_id', '=', dona.projectId)
      .execute();
    expect(files).toEqual([{ api_key_id: key.id }]);

    // A member's post records the member and no key.
    const mine = await sendForm(t, 'POST', '/templates/scheduled', formOf({ caption: 'Minha' }), dona);
    const row = await t.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', mine.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ api_key_id: null, created_by: dona.user.id });
  });

  it('records the key on an upload link and the file it becomes', async () => {
    const dona = await owner();
    const key = await createKey(dona, ['media:write']);
    const folder = await t.call<Schemas['StorageFolder']>('POST', '/storage/folders', {
      token: key.secret,
      body: { name: 'Parceiro' },
    });
    expect(folder.status).toBe(201);
    const bytes = pngBytes();
    const link = await t.call<Schemas['UploadUrl']>('POST', '/storage/upload-url', {
      token: key.secret,
      body: {
        folder_id: folder.body.data.folderId,
        file_name: 'logo.png',
        file_size: bytes.byteLength,
        content_type: 'image/png',
      },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const put = await fetch(link.body.data.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    const file = await t.db
      .selectFrom('storage_files')
      .select('api_key_id')
      .where('id', '=', link.body.data.fileId)
      .executeTakeFirstOrThrow();
    expect(file.api_key_id).toBe(key.id);
  });

  it('is limited per key (429 with Retry-After), whatever address calls', async () => {
    const dona = await owner();
    const key = await createKey(dona, ['posts:read']);
    const other = await createKey(dona, ['posts:read']);
    for (let i = 0; i < perKeyPerMinute; i++)
      expect((await t.call('GET', '/posts', { token: key.secret })).status).toBe(200);
    const limited = await t.call('GET', '/posts', { token: key.secret });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.call('GET', '/posts', { token: other.secret })).status).toBe(200);
  });

  it('stops working at once when revoked, with its browser tokens; the listing forgets it', async () => {
    const dona = await owner();
    const key = await createKey(dona, ['posts:read']);
    const { token } = await exchange(key.secret);
    const revoked = await t.call('DELETE', `/api-keys/${key.id}`, { token: dona.token });
    expect(revoked.status).toBe(200);
    for (const bearer of [key.secret, token]) {
      const answer = await t.call('GET', '/posts', { token: bearer });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Chave de API inválida ou revogada.');
    }
    expect((await t.call('DELETE', `/api-keys/${key.id}`, { token: dona.token })).status).toBe(404);
    const listed = await t.call<Schemas['ApiKey'][]>('GET', '/api-keys', { token: dona.token });
    expect(listed.body.data).toEqual([]);
  });

  it('records when it was last used', async () => {
    const dona = await owner();
    const key = await createKey(dona, ['posts:read']);
    await t.call('GET', '/posts', { token: key.secret });
    await t.server.services.afterAnswer.drain();
    const listed = await t.call<Schemas['ApiKey'][]>('GET', '/api-keys', { token: dona.token });
    expect(listed.body.data[0]?.lastUsedAt).toEqual(expect.any(String));
  });
});

describe('browser tokens', () => {
  it('are exchanged for a key: 15 minutes, the key project and scopes', async () => {
    const dona = await owner();
    const key = await createKey(dona, ['posts:read', 'accounts:read']);
    const before = Date.now();
    const browser = await exchange(key.secret);
    const after = Date.now();
    expect(browser.projectId).toBe(dona.projectId);
    expect(browser.scopes).toEqual(['accounts:read', 'posts:read']);
    // 15 minutes from the exchange, in a JWT's whole seconds: up to a second before that instant, never after.
    const expiresAt = new Date(browser.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThan(before + 15 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + 15 * 60_000);
    expect((await t.call('GET', '/posts', { token: browser.token })).status).toBe(200);
    expect((await t.call('GET', '/platforms/user', { token: browser.token })).status).toBe(200);
    const write = await sendForm(t, 'POST', '/templates/scheduled', formOf({ caption: 'x' }), {
      token: browser.token,
    });
    expect(write.status).toBe(403);
  });

  it('mint nothing and are refused on account operations', async () => {
    const dona = await owner();
    const key = await createKey(dona, ['posts:read']);
    const { token } = await exchange(key.secret);
    for (const [method, path, body] of [
      ['POST', '/api-keys/exchange'],
      ['POST', '/api-keys', { name: 'Outra', scopes: ['posts:read'] }],
      ['GET', '/users/me'],
      ['GET', '/subscriptions/user'],
      ['GET', `/projects/${dona.projectId}/members`],
    ] as const) {
      const answer = await t.call(method, path, { token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    // A user's own token cannot exchange either: the call takes a key.
    const user = await t.call('POST', '/api-keys/exchange', { token: dona.token });
    expect(user.status).toBe(403);
    expect(user.body.message).toBe('Esta operação exige uma chave de API do projeto.');
  });

  it('are refused once expired', async () => {
    const dona = await owner();
    const key = await createKey(dona, ['posts:read']);
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000);
    const old = createBrowserTokens(t.config.jwtSecret, () => sixteenMinutesAgo);
    const { token } = await old.sign({ keyId: key.id, projectId: dona.projectId, scopes: ['posts:read'] });
    const answer = await t.call('GET', '/posts', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHORIZED');
    // The same token signed now is accepted: only its age was refused.
    const fresh = await createBrowserTokens(t.config.jwtSecret).sign({
      keyId: key.id,
      projectId: dona.projectId,
      scopes: ['posts:read'],
    });
    expect((await t.call('GET', '/posts', { token: fresh.token })).status).toBe(200);
  });
});

describe('allowed origins and CORS', () => {
  async function preflight(origin: string) {
    return fetch(`${t.url}/api/v1/posts`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
  }

  it('validates origins as origins: exact, no path, no wildcard', async () => {
    const dona = await owner();
    const answer = await t.call('PUT', '/api-keys/allowed-origins', {
      token: dona.token,
      body: {
        origins: [
          'https://*.exemplo.com',
          'https://loja.exemplo.com/',
          'https://ok.exemplo.com',
          'https://ok.exemplo.com',
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { field: 'origins.0', message: 'Curingas (*) não são aceitos: informe cada origem por completo' },
      {
        field: 'origins.1',
        message: 'Informe uma origem como https://app.exemplo.com.br (sem caminho, sem barra no final)',
      },
      { field: 'origins.3', message: 'Esta origem já está na lista' },
    ]);
  });

  it('answers CORS to an allowed origin (no credentials) and the console, not to others; preflights are cached', async () => {
    const dona = await owner();
    const saved = await t.call<Schemas['AllowedOrigins']>('PUT', '/api-keys/allowed-origins', {
      token: dona.token,
      body: { origins: [partnerOrigin, 'http://localhost:5173'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.origins).toEqual([partnerOrigin, 'http://localhost:5173']);
    const read = await t.call<Schemas['AllowedOrigins']>('GET', '/api-keys/allowed-origins', {
      token: dona.token,
    });
    expect(read.body.data.origins).toEqual([partnerOrigin, 'http://localhost:5173']);

    const allowed = await preflight(partnerOrigin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(partnerOrigin);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(allowed.headers.get('access-control-max-age')).toBe('600');
    expect(allowed.headers.get('vary')).toContain('Origin');

    const console = await preflight(consoleOrigin);
    expect(console.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    expect(console.headers.get('access-control-allow-credentials')).toBe('true');

    const denied = await preflight('https://intruso.exemplo.com');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.status).toBe(404);
    const lookalike = await preflight(`${partnerOrigin}.intruso.com`);
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();

    const key = await createKey(dona, ['posts:read']);
    const { token } = await exchange(key.secret);
    const fromPartner = await t.call('GET', '/posts', { token, headers: { origin: partnerOrigin } });
    expect(fromPartner.status).toBe(200);
    expect(fromPartner.headers.get('access-control-allow-origin')).toBe(partnerOrigin);
    expect(fromPartner.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it('refuses a browser token sent from an origin its project does not allow, even one another project allows', async () => {
    const dona = await owner();
    const other = await owner();
    await t.call('PUT', '/api-keys/allowed-origins', {
      token: other.token,
      body: { origins: ['https://outra.exemplo.com'] },
    });
    const key = await createKey(dona, ['posts:read']);
    const { token } = await exchange(key.secret);
    const answer = await t.call('GET', '/posts', { token, headers: { origin: 'https://outra.exemplo.com' } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Esta origem não está autorizada a usar a API deste projeto.');
    // Removing an origin takes effect at once on the instance that saved it.
    await t.call('PUT', '/api-keys/allowed-origins', { token: other.token, body: { origins: [] } });
    const gone = await preflight('https://outra.exemplo.com');
    expect(gone.headers.get('access-control-allow-origin')).toBeNull();
  });
});

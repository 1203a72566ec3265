import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublishError } from '../src/networks/provider.js';
import {
  createSandboxProvider,
  sandboxPermanentMarker,
  sandboxTransientMarker,
} from '../src/networks/sandbox.js';
import { createTokenCipher } from '../src/networks/token-crypto.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const account = {
  networkUserId: '17841000000001',
  tokens: { accessToken: 'x', refreshToken: null, expiresAt: null },
};
const media = [{ url: 'http://127.0.0.1/a.jpg', bytes: null, contentType: 'image/jpeg', fileName: 'a.jpg' }];

describe('sandbox network publishing', () => {
  it('stores what would be sent once per idempotency key', async () => {
    const provider = t.server.services.networks.providerFor('Instagram');
    if (!provider) throw new Error('no Instagram provider');
    const request = {
      account,
      caption: 'Nova coleção',
      media,
      idempotencyKey: 'c6d1a1c4-0000-4000-8000-000000000001',
    };
    const first = await provider.publish(request);
    const again = await provider.publish(request);
    expect(again.networkPostId).toBe(first.networkPostId);
    const rows = await t.db
      .selectFrom('sandbox_publications')
      .selectAll()
      .where('idempotency_key', '=', request.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      network: 'instagram',
      caption: 'Nova coleção',
      network_user_id: account.networkUserId,
    });
    expect(rows[0]?.media).toEqual([
      { url: media[0]?.url, bytes: null, contentType: 'image/jpeg', fileName: 'a.jpg' },
    ]);
  });

  it('publishes offline for each of the five newer networks, by slug or platform name', async () => {
    for (const [name, slug] of [
      ['LinkedIn', 'linkedin'],
      ['Threads', 'threads'],
      ['YouTube', 'youtube'],
      ['Twitter/X', 'x'],
      ['Bluesky', 'bluesky'],
    ] as const) {
      const provider = t.server.services.networks.providerFor(name);
      expect(provider).toMatchObject({ slug, mode: 'sandbox' });
      expect(t.server.services.networks.providerFor(slug)).toBe(provider);
      const idempotencyKey = `c6d1a1c4-0000-4000-8000-${slug.padStart(12, '0')}`;
      const { networkPostId } = await (provider as NonNullable<typeof provider>).publish({
        account,
        caption: `Olá, ${name}`,
        media,
        idempotencyKey,
      });
      expect(networkPostId).toMatch(new RegExp(`^${slug}_[0-9a-f]{18}$`));
      const row = await t.db
        .selectFrom('sandbox_publications')
        .select(['network', 'caption'])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ network: slug, caption: `Olá, ${name}` });
    }
  });

  it('fails on the caption markers and on the configured switch, storing nothing', async () => {
    const provider = t.server.services.networks.providerFor('tiktok');
    if (!provider) throw new Error('no TikTok provider');
    const attempt = (caption: string, key: string) =>
      provider.publish({ account, caption, media, idempotencyKey: key }).catch((error: unknown) => error);
    const transient = await attempt(`Vídeo novo ${sandboxTransientMarker}`, 'k-transient');
    expect(transient).toBeInstanceOf(PublishError);
    expect(transient).toMatchObject({ kind: 'transient' });
    expect(await attempt(`Vídeo novo ${sandboxPermanentMarker}`, 'k-permanent')).toMatchObject({
      kind: 'permanent',
    });
    const failing = createSandboxProvider('facebook', {
      db: t.db,
      publicApiUrl: t.config.publicApiUrl,
      failure: 'transient',
    });
    const switched = await failing
      .publish({ account, caption: 'Texto', media, idempotencyKey: 'k-switch' })
      .catch((error: unknown) => error);
    expect(switched).toMatchObject({ kind: 'transient' });
    const stored = await t.db
      .selectFrom('sandbox_publications')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'k-%')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('token encryption', () => {
  it('round-trips, uses a fresh IV and refuses a tampered value or another key', () => {
    const cipher = createTokenCipher('a'.repeat(64), 'jwt');
    const sealed = cipher.encrypt('token-secreto');
    expect(sealed).not.toContain('token-secreto');
    expect(cipher.encrypt('token-secreto')).not.toBe(sealed);
    expect(cipher.decrypt(sealed)).toBe('token-secreto');
    // One flipped bit of the ciphertext (replacing characters could leave the decoded bytes as they were).
    const [version, iv, tag, body = ''] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createTokenCipher('b'.repeat(64), 'jwt').decrypt(sealed)).toThrow();
    expect(() => createTokenCipher('curta', 'jwt')).toThrow(/32 bytes/);
  });
});

describe('smart calls through an OpenAI-compatible endpoint', () => {
  it('sends the caption to the configured endpoint and falls back to the local suggestion when it fails', async () => {
    const seen: {
      auth: string | undefined;
      body: { model: string; messages: { role: string; content: string }[] };
    }[] = [];
    let failing = false;
    const fake = createServer(async (request: IncomingMessage, response) => {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      seen.push({ auth: request.headers.authorization, body: JSON.parse(raw) });
      if (failing) {
        response.writeHead(500).end();
        return;
      }
      const user = seen.at(-1)?.body.messages.find((message) => message.role === 'user')?.content ?? '';
      const content =
        request.url === '/v1/chat/completions' && raw.includes('hashtags')
          ? '#Verao #loja praia'
          : `✨ ${user}`;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    const ai = await startTestServer({
      ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'chave-teste', model: 'modelo-x' },
    });
    try {
      const user = await createUser(ai, 'ai@exemplo.com');
      const caption = await ai.call<Schemas['SmartCaption']>('POST', '/smart/caption', {
        token: user.token,
        body: { caption: 'promoção de verão' },
      });
      expect(caption.body.data.caption).toBe('✨ promoção de verão');
      expect(seen[0]).toMatchObject({ auth: 'Bearer chave-teste', body: { model: 'modelo-x' } });
      const tags = await ai.call<Schemas['SmartTags']>('POST', '/smart/tags', {
        token: user.token,
        body: { caption: 'promoção de verão' },
      });
      expect(tags.body.data.tags).toBe('#verao #loja');
      failing = true;
      const fallback = await ai.call<Schemas['SmartCaption']>('POST', '/smart/caption', {
        token: user.token,
        body: { caption: 'promoção de verão' },
      });
      expect(fallback.status).toBe(200);
      expect(fallback.body.data.caption).toBe('Promoção de verão.');
    } finally {
      await ai.close();
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});

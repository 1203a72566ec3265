import { createHash, createPublicKey, generateKeyPairSync, type JsonWebKey, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the fake received, with what its DPoP proof and client assertion said once verified. */
export interface BlueskyCall {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  json: unknown;
  auth: string | undefined;
  contentType: string;
  bodyBytes: number;
  /** The verified proof's claims and the thumbprint of its key, or null without a valid proof. */
  dpop: { claims: Record<string, unknown>; jkt: string } | null;
  /** The client assertion's claims once its signature is verified with the client's public key. */
  assertion: Record<string, unknown> | null;
}

/** The client of the tests: its metadata URL (`client_id`) and its ES256 key pair as JWKs. */
export function blueskyTestClient() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    id: 'https://app.postify.test/oauth/bluesky-client-metadata.json',
    privateJwk: { ...(privateKey.export({ format: 'jwk' }) as JsonWebKey), kid: 'postify-1' },
    publicJwk: publicKey.export({ format: 'jwk' }) as JsonWebKey,
  };
}

const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

/** A compact ES256 JWT verified with `jwk`; its header and claims, or null. */
function verifiedJwt(token: string | undefined, jwk?: JsonWebKey) {
  const [header, payload, signature] = (token ?? '').split('.');
  if (!header || !payload || !signature) return null;
  const head = decode(header);
  const key = createPublicKey({ key: (jwk ?? head.jwk) as JsonWebKey, format: 'jwk' });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return valid ? { header: head, claims: decode(payload) } : null;
}

const thumbprint = (jwk: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
    .digest('base64url');

const s256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * One local origin playing Bluesky's three parts with the documented shapes: the entryway authorization server
 * (metadata, PAR, the authorization page redirecting back with a code, token with PKCE and `private_key_jwt`,
 * revocation), the PLC directory (`/did:plc:…`) and the account's PDS (protected resource metadata and the
 * XRPC methods the adapter calls). Every call needs a DPoP proof signed by the key its tokens are bound to,
 * with the server's current nonce (the first call without it is told `use_dpop_nonce`). `failNextCreate`
 * makes the next createRecord answer an error; `loseNextCreateAnswer` creates it and drops the connection.
 */
export async function startFakeBluesky(client: ReturnType<typeof blueskyTestClient>) {
  const calls: BlueskyCall[] = [];
  const did = 'did:plc:maria';
  const nonce = 'nonce-1';
  const pushed = new Map<string, { challenge: string; jkt: string; redirectUri: string; state: string }>();
  const codes = new Map<string, { challenge: string; jkt: string }>();
  /** Access and refresh tokens with the DPoP key they are bound to. */
  const access = new Map<string, string>();
  const refresh = new Map<string, string>();
  const revoked: string[] = [];
  const records = new Map<string, { uri: string; value: unknown }>();
  const blobs: { mimeType: string; size: number }[] = [];
  let serial = 0;
  let failCreate: { status: number; body: unknown } | null = null;
  let loseCreateAnswer = false;
  let origin = '';

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const contentType = request.headers['content-type'] ?? '';
    const form = contentType.startsWith('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(raw.toString()))
      : {};
    const proof = verifiedJwt(request.headers.dpop as string | undefined);
    const assertion = form.client_assertion
      ? (verifiedJwt(form.client_assertion, client.publicJwk)?.claims ?? null)
      : null;
    const call: BlueskyCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form,
      json: contentType.startsWith('application/json') ? JSON.parse(raw.toString()) : null,
      auth: request.headers.authorization,
      contentType,
      bodyBytes: raw.byteLength,
      dpop: proof
        ? { claims: proof.claims, jkt: thumbprint(proof.header.jwk as Record<string, unknown>) }
        : null,
      assertion,
    };
    calls.push(call);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json', 'dpop-nonce': nonce, ...headers })
        .end(JSON.stringify(body));
    const next = (prefix: string) => {
      serial += 1;
      return `${prefix}${serial}`;
    };

    if (url.pathname === '/.well-known/oauth-authorization-server')
      return send(200, {
        issuer: origin,
        authorization_endpoint: `${origin}/oauth/authorize`,
        token_endpoint: `${origin}/oauth/token`,
        pushed_authorization_request_endpoint: `${origin}/oauth/par`,
        revocation_endpoint: `${origin}/oauth/revoke`,
        require_pushed_authorization_requests: true,
        dpop_signing_alg_values_supported: ['ES256'],
        token_endpoint_auth_methods_supported: ['none', 'private_key_jwt'],
        scopes_supported: ['atproto', 'transition:generic'],
      });
    if (url.pathname === `/${did}`)
      return send(200, {
        id: did,
        alsoKnownAs: ['at://lojadamaria.bsky.social'],
        service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: origin }],
      });
    if (url.pathname === '/.well-known/oauth-protected-resource')
      return send(200, { resource: origin, authorization_servers: [origin] });
    if (url.pathname === '/oauth/authorize') {
      // The user signs in and approves: back to the client with a code bound to the pushed request.
      const request = pushed.get(call.query.request_uri ?? '');
      if (!request || call.query.client_id !== client.id) return send(400, { error: 'invalid_request' });
      const code = next('cod-');
      codes.set(code, { challenge: request.challenge, jkt: request.jkt });
      const back = new URL(request.redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', request.state);
      back.searchParams.set('iss', origin);
      return response.writeHead(302, { location: back.toString() }).end();
    }

    // Every other call carries a DPoP proof for this method and URL, with the current nonce.
    const claims = call.dpop?.claims;
    const proofFits =
      claims?.htm === call.method &&
      claims?.htu === `${origin}${url.pathname}` &&
      typeof claims?.jti === 'string';
    if (!proofFits)
      return send(400, { error: 'invalid_dpop_proof', error_description: 'DPoP proof invalid' });
    const isServer = url.pathname.startsWith('/oauth/');
    if (claims?.nonce !== nonce)
      return isServer
        ? send(400, {
            error: 'use_dpop_nonce',
            error_description: 'Authorization server requires nonce in DPoP proof',
          })
        : send(
            401,
            { error: 'use_dpop_nonce', message: 'DPoP nonce mismatch' },
            {
              'www-authenticate':
                'DPoP error="use_dpop_nonce", error_description="Resource server requires nonce in DPoP proof"',
            },
          );
    const jkt = call.dpop?.jkt ?? '';

    if (isServer) {
      const authenticated =
        form.client_id === client.id &&
        form.client_assertion_type === 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer' &&
        assertion?.iss === client.id &&
        assertion?.sub === client.id &&
        assertion?.aud === origin;
      if (!authenticated)
        return send(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      if (url.pathname === '/oauth/par') {
        if (form.code_challenge_method !== 'S256' || !form.code_challenge || form.response_type !== 'code')
          return send(400, { error: 'invalid_request' });
        const requestUri = `urn:ietf:params:oauth:request_uri:${next('req-')}`;
        pushed.set(requestUri, {
          challenge: form.code_challenge,
          jkt,
          redirectUri: form.redirect_uri ?? '',
          state: form.state ?? '',
        });
        return send(201, { request_uri: requestUri, expires_in: 299 });
      }
      if (url.pathname === '/oauth/token') {
        let bound: string | undefined;
        if (form.grant_type === 'authorization_code') {
          const code = codes.get(form.code ?? '');
          codes.delete(form.code ?? '');
          if (!code || s256(form.code_verifier ?? '') !== code.challenge)
            return send(400, { error: 'invalid_grant', error_description: 'Invalid code' });
          bound = code.jkt;
        } else if (form.grant_type === 'refresh_token') {
          bound = refresh.get(form.refresh_token ?? '');
          refresh.delete(form.refresh_token ?? '');
          if (!bound)
            return send(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
        }
        if (!bound || bound !== jkt) return send(400, { error: 'invalid_dpop_key_binding' });
        const accessToken = next('at.bsky.');
        const refreshToken = next('rt.bsky.');
        access.set(accessToken, jkt);
        refresh.set(refreshToken, jkt);
        return send(200, {
          access_token: accessToken,
          token_type: 'DPoP',
          expires_in: 3600,
          refresh_token: refreshToken,
          scope: 'atproto transition:generic',
          sub: did,
        });
      }
      if (url.pathname === '/oauth/revoke') {
        revoked.push(form.token ?? '');
        refresh.delete(form.token ?? '');
        access.delete(form.token ?? '');
        return send(200, {});
      }
      return send(404, { error: 'not_found' });
    }

    const token = /^DPoP (.+)$/.exec(call.auth ?? '')?.[1] ?? '';
    if (access.get(token) !== jkt || claims?.ath !== s256(token))
      return send(401, { error: 'InvalidToken', message: 'Bad token scope' });
    const method = url.pathname.replace(/^\/xrpc\//, '');
    if (method === 'app.bsky.actor.getProfile')
      return send(200, {
        did,
        handle: 'lojadamaria.bsky.social',
        displayName: 'Loja da Maria',
        avatar: 'https://cdn.bsky.app/img/avatar/plain/did:plc:maria/abc@jpeg',
        description: 'Doces artesanais em Campinas',
        followersCount: 842,
        followsCount: 120,
        postsCount: 318,
      });
    if (method === 'com.atproto.identity.resolveHandle') {
      const known: Record<string, string> = { 'amiga.bsky.social': 'did:plc:amiga' };
      const found = known[call.query.handle ?? ''];
      return found
        ? send(200, { did: found })
        : send(400, { error: 'InvalidRequest', message: 'Unable to resolve handle' });
    }
    if (method === 'com.atproto.repo.uploadBlob') {
      blobs.push({ mimeType: contentType, size: raw.byteLength });
      return send(200, {
        blob: {
          $type: 'blob',
          ref: { $link: `bafkrei${next('blob')}` },
          mimeType: contentType,
          size: raw.byteLength,
        },
      });
    }
    if (method === 'com.atproto.repo.getRecord') {
      const record = records.get(`${call.query.collection}/${call.query.rkey}`);
      return record
        ? send(200, { uri: record.uri, cid: 'bafyreicid', value: record.value })
        : send(400, {
            error: 'RecordNotFound',
            message: `Could not locate record: at://${did}/${call.query.collection}/${call.query.rkey}`,
          });
    }
    if (method === 'com.atproto.repo.createRecord') {
      if (failCreate) {
        const { status, body } = failCreate;
        failCreate = null;
        return send(status, body);
      }
      const body = call.json as { repo: string; collection: string; rkey: string; record: unknown };
      const key = `${body.collection}/${body.rkey}`;
      if (records.has(key)) return send(400, { error: 'InvalidRequest', message: 'Record already exists' });
      const uri = `at://${body.repo}/${key}`;
      records.set(key, { uri, value: body.record });
      if (loseCreateAnswer) {
        loseCreateAnswer = false;
        return response.destroy();
      }
      return send(200, { uri, cid: 'bafyreicid', validationStatus: 'valid' });
    }
    return send(404, { error: 'MethodNotImplemented', message: `no ${method}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    did,
    calls,
    records,
    blobs,
    revoked,
    failNextCreate(status: number, body: unknown) {
      failCreate = { status, body };
    },
    loseNextCreateAnswer() {
      loseCreateAnswer = true;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

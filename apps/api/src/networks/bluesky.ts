import {
  createECDH,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  randomUUID,
  sign,
} from 'node:crypto';
import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import { ConnectionRefusedError } from '../scheduler/publisher.js';
import { detectFacets } from './bluesky-facets.js';
import { mediaBytes } from './media-bytes.js';
import {
  linkOrRefuse,
  MetricsNotAvailableError,
  NetworkAuthError,
  type NetworkProvider,
  type NetworkTokens,
  permanentPublishError,
  progressId,
  readProgress,
  refreshOrRelink,
  transientPublishError,
} from './provider.js';
import { pkceChallenge } from './sandbox.js';

/** `atproto` identifies the account; `transition:generic` lets it write posts and upload blobs. */
const scopes = ['atproto', 'transition:generic'];

/** Images per post and bytes per image (lexicons `app.bsky.embed.images` and its `image` blob). */
const maxImages = 4;
const maxImageBytes = 1_000_000;
const postCollection = 'app.bsky.feed.post';

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A P-256 public key as a JWK. */
interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** A P-256 key pair from its private scalar. */
function p256Key(scalar: Uint8Array): { privateKey: KeyObject; jwk: PublicJwk } {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(scalar);
  const point = ecdh.getPublicKey();
  const jwk: PublicJwk = {
    kty: 'EC',
    crv: 'P-256',
    x: base64url(point.subarray(1, 33)),
    y: base64url(point.subarray(33)),
  };
  return {
    privateKey: createPrivateKey({ key: { ...jwk, d: base64url(scalar) }, format: 'jwk' }),
    jwk,
  };
}

/** A compact ES256 JWT. */
function es256(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const input = `${base64url(Buffer.from(JSON.stringify(header)))}.${base64url(Buffer.from(JSON.stringify(payload)))}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${base64url(signature)}`;
}

/** The RFC 7638 thumbprint of a P-256 public key, the client key's `kid` when its JWK has none. */
function thumbprint(jwk: PublicJwk): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return base64url(createHash('sha256').update(canonical).digest());
}

const tidAlphabet = '234567abcdefghijklmnopqrstuvwxyz';

/**
 * A record key in the TID form `app.bsky.feed.post` requires: 53 bits of microseconds and a 10-bit clock id,
 * base32-sortable. The clock id comes from the occurrence's idempotency key and the time from its first
 * attempt, which saves the key before creating the record: every retry writes to the same key.
 */
export function postRecordKey(idempotencyKey: string, at: Date): string {
  const clockId = createHash('sha256').update(idempotencyKey).digest().readUInt16BE(0) & 1023;
  let value = (BigInt(at.getTime()) * 1000n) << 10n;
  value |= BigInt(clockId);
  let key = '';
  for (let index = 0; index < 13; index += 1) {
    key = (tidAlphabet[Number(value & 31n)] ?? '2') + key;
    value >>= 5n;
  }
  return key;
}

/**
 * What the account's access token is stored with (sealed like any token): the DPoP-bound token, the account's
 * DID, its PDS and the private scalar of the DPoP key the tokens are bound to.
 */
interface BlueskySession {
  token: string;
  did: string;
  pds: string;
  dpopKey: string;
}

function readSession(accessToken: string): BlueskySession {
  try {
    const value = JSON.parse(accessToken) as Partial<BlueskySession>;
    if (value.token && value.did && value.pds && value.dpopKey) return value as BlueskySession;
  } catch {
    // An unreadable session is a link to redo, below.
  }
  throw new ConnectionRefusedError();
}

/** A refused Bluesky call: the HTTP status (0 when unreachable), the XRPC or OAuth error and its message. */
class BlueskyCallError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly detail: string | undefined,
  ) {
    super(`Bluesky ${status}: ${error}${detail ? ` (${detail})` : ''}`);
    this.name = 'BlueskyCallError';
  }
}

/** The endpoints of the authorization server's metadata (RFC 8414) the adapter uses. */
interface ServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  pushed_authorization_request_endpoint: string;
  revocation_endpoint?: string;
}

/** The client's private key for `private_key_jwt`: an ES256 JWK (`BLUESKY_CLIENT_SECRET`). */
function clientSigningKey(secret: string): { privateKey: KeyObject; kid: string; scalar: Buffer } {
  let jwk: { kty?: string; crv?: string; d?: string; kid?: string };
  try {
    jwk = JSON.parse(secret) as typeof jwk;
  } catch {
    throw new Error('BLUESKY_CLIENT_SECRET must be the client private key as an ES256 (P-256) JWK in JSON.');
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d)
    throw new Error('BLUESKY_CLIENT_SECRET must be the client private key as an ES256 (P-256) JWK in JSON.');
  const scalar = Buffer.from(jwk.d, 'base64url');
  const { privateKey } = p256Key(scalar);
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' }) as PublicJwk;
  return { privateKey, kid: jwk.kid ?? thumbprint(publicJwk), scalar };
}

/**
 * The Bluesky adapter, through AT Protocol OAuth as a confidential client: the client metadata document at
 * `BLUESKY_CLIENT_ID` (a URL), `private_key_jwt` client authentication with `BLUESKY_CLIENT_SECRET`, a pushed
 * authorization request with PKCE, and DPoP-bound tokens. The authorization server is Bluesky's entryway
 * (`BLUESKY_AUTH_URL`): the account's DID comes back with the tokens, its PDS is read from its DID document
 * (the PLC directory, `BLUESKY_API_URL`) and must name that server. Posts are `app.bsky.feed.post` records with
 * facets, images and a video uploaded as blobs; metrics are the profile's counts.
 */
export function createBlueskyProvider(credentials: NetworkCredentials): NetworkProvider {
  const { clientId, authUrl, apiUrl } = credentials;
  const client = clientSigningKey(credentials.clientSecret);
  /** The latest DPoP nonce of each server, sent with the next proof to it. */
  const nonces = new Map<string, string>();
  let metadata: Promise<ServerMetadata> | null = null;

  /** Each linking's DPoP key, derived from its PKCE challenge so the exchange finds the key of the request. */
  function linkingKey(codeChallenge: string): Buffer {
    for (let counter = 0; ; counter += 1) {
      const scalar = createHmac('sha256', client.scalar).update(`dpop:${counter}:${codeChallenge}`).digest();
      try {
        p256Key(scalar);
        return scalar;
      } catch {
        // Out of the curve's range (about one in four billion): the next counter gives another.
      }
    }
  }

  /**
   * A call carrying a DPoP proof made with `dpopKey` (and the access token's hash when there is one); a server
   * asking for a fresh nonce (`use_dpop_nonce`) gets the call once more with it.
   */
  async function dpopCall<T>(
    dpopKey: Uint8Array,
    method: 'GET' | 'POST',
    url: URL,
    init: { body?: BodyInit; contentType?: string; accessToken?: string },
  ): Promise<T> {
    const { privateKey, jwk } = p256Key(dpopKey);
    for (let attempt = 0; ; attempt += 1) {
      const nonce = nonces.get(url.origin);
      const proof = es256(
        { typ: 'dpop+jwt', alg: 'ES256', jwk },
        {
          jti: randomUUID(),
          htm: method,
          htu: `${url.origin}${url.pathname}`,
          iat: Math.floor(Date.now() / 1000),
          ...(nonce ? { nonce } : {}),
          ...(init.accessToken
            ? { ath: base64url(createHash('sha256').update(init.accessToken).digest()) }
            : {}),
        },
        privateKey,
      );
      const headers: Record<string, string> = { dpop: proof };
      if (init.contentType) headers['content-type'] = init.contentType;
      if (init.accessToken) headers.authorization = `DPoP ${init.accessToken}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: init.body,
          signal: AbortSignal.timeout(120_000),
        });
      } catch {
        throw new BlueskyCallError(0, 'unreachable', undefined);
      }
      const fresh = response.headers.get('dpop-nonce');
      if (fresh) nonces.set(url.origin, fresh);
      const answer = (await response.json().catch(() => ({}))) as T & {
        error?: string;
        message?: string;
        error_description?: string;
      };
      if (response.ok) return answer;
      const wantsNonce =
        answer.error === 'use_dpop_nonce' ||
        (response.headers.get('www-authenticate') ?? '').includes('use_dpop_nonce');
      if (wantsNonce && fresh && attempt === 0) continue;
      throw new BlueskyCallError(
        response.status,
        answer.error ?? 'unknown',
        answer.message ?? answer.error_description,
      );
    }
  }

  async function plainGet<T>(url: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    } catch {
      throw new BlueskyCallError(0, 'unreachable', undefined);
    }
    if (!response.ok) throw new BlueskyCallError(response.status, 'not_found', url);
    return (await response.json()) as T;
  }

  function server(): Promise<ServerMetadata> {
    metadata ??= plainGet<ServerMetadata>(`${authUrl}/.well-known/oauth-authorization-server`).catch(
      (error: unknown) => {
        metadata = null;
        throw error;
      },
    );
    return metadata;
  }

  /** `private_key_jwt`: the client proves itself to `issuer` with a short assertion signed by its key. */
  function clientAssertion(issuer: string): Record<string, string> {
    const now = Math.floor(Date.now() / 1000);
    return {
      client_id: clientId,
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: es256(
        { alg: 'ES256', kid: client.kid },
        { iss: clientId, sub: clientId, aud: issuer, jti: randomUUID(), iat: now, exp: now + 60 },
        client.privateKey,
      ),
    };
  }

  async function serverPost<T>(
    dpopKey: Uint8Array,
    endpoint: (meta: ServerMetadata) => string | undefined,
    form: Record<string, string>,
  ): Promise<T> {
    const meta = await server();
    const target = endpoint(meta);
    if (!target) throw new BlueskyCallError(0, 'unsupported', undefined);
    return dpopCall<T>(dpopKey, 'POST', new URL(target), {
      body: new URLSearchParams({ ...form, ...clientAssertion(meta.issuer) }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
  }

  /** The PDS of a DID, from its DID document (`did:plc` through the PLC directory, `did:web` from its host). */
  async function pdsOf(did: string): Promise<string> {
    const url = did.startsWith('did:web:')
      ? `https://${decodeURIComponent(did.slice('did:web:'.length))}/.well-known/did.json`
      : `${apiUrl}/${did}`;
    const document = await plainGet<{ service?: { id?: string; type?: string; serviceEndpoint?: string }[] }>(
      url,
    );
    const pds = document.service?.find(
      (service) => service.id === '#atproto_pds' || service.id === `${did}#atproto_pds`,
    )?.serviceEndpoint;
    if (!pds) throw new BlueskyCallError(0, 'no_pds', did);
    return pds.replace(/\/+$/, '');
  }

  /** An XRPC call to the account's PDS with its DPoP-bound token. */
  function xrpc<T>(
    session: BlueskySession,
    method: 'GET' | 'POST',
    nsid: string,
    init: {
      query?: Record<string, string>;
      json?: unknown;
      bytes?: Uint8Array<ArrayBuffer>;
      contentType?: string;
    } = {},
  ): Promise<T> {
    const url = new URL(`${session.pds}/xrpc/${nsid}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    return dpopCall<T>(Buffer.from(session.dpopKey, 'base64url'), method, url, {
      accessToken: session.token,
      ...(init.json !== undefined
        ? { body: JSON.stringify(init.json), contentType: 'application/json' }
        : init.bytes
          ? { body: init.bytes, contentType: init.contentType }
          : {}),
    });
  }

  type TokenAnswer = { access_token: string; refresh_token?: string; expires_in?: number; sub?: string };

  const tokensOf = (answer: TokenAnswer, session: Omit<BlueskySession, 'token'>): NetworkTokens => ({
    accessToken: JSON.stringify({ ...session, token: answer.access_token } satisfies BlueskySession),
    refreshToken: answer.refresh_token ?? null,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
  });

  type Profile = {
    did: string;
    handle: string;
    displayName?: string;
    avatar?: string;
    description?: string;
    followersCount?: number;
    followsCount?: number;
    postsCount?: number;
  };

  const profileOf = (session: BlueskySession) =>
    xrpc<Profile>(session, 'GET', 'app.bsky.actor.getProfile', { query: { actor: session.did } });

  /** The post's facets: mentions of handles that resolve to no account are left as plain text. */
  async function facetsOf(session: BlueskySession, text: string) {
    const facets: { index: { byteStart: number; byteEnd: number }; features: Record<string, string>[] }[] =
      [];
    for (const facet of detectFacets(text)) {
      const { feature } = facet;
      if (feature.kind === 'link')
        facets.push({
          index: facet.index,
          features: [{ $type: 'app.bsky.richtext.facet#link', uri: feature.uri }],
        });
      else if (feature.kind === 'tag')
        facets.push({
          index: facet.index,
          features: [{ $type: 'app.bsky.richtext.facet#tag', tag: feature.tag }],
        });
      else {
        const resolved = await xrpc<{ did: string }>(session, 'GET', 'com.atproto.identity.resolveHandle', {
          query: { handle: feature.handle },
        }).catch((error: unknown) => {
          if (error instanceof BlueskyCallError && error.status === 400) return null;
          throw error;
        });
        if (resolved)
          facets.push({
            index: facet.index,
            features: [{ $type: 'app.bsky.richtext.facet#mention', did: resolved.did }],
          });
      }
    }
    return facets;
  }

  type BlobRef = { $type: 'blob'; ref: { $link: string }; mimeType: string; size: number };

  return {
    slug: 'bluesky',
    mode: 'live',
    usesPkce: true,
    scopes,

    async authorizeUrl({ state, redirectUri, codeChallenge }) {
      if (!codeChallenge) throw new NetworkAuthError(providerMessages.authorizationRefused('Bluesky'));
      const meta = await server();
      const pushed = await serverPost<{ request_uri: string }>(
        linkingKey(codeChallenge),
        (endpoints) => endpoints.pushed_authorization_request_endpoint,
        {
          response_type: 'code',
          redirect_uri: redirectUri,
          scope: scopes.join(' '),
          state,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
        },
      );
      const url = new URL(meta.authorization_endpoint);
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('request_uri', pushed.request_uri);
      return url.toString();
    },

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      if (!codeVerifier) throw new NetworkAuthError(providerMessages.codeInvalid);
      const dpopKey = linkingKey(pkceChallenge(codeVerifier));
      return linkOrRefuse('Bluesky', BlueskyCallError, async () => {
        const answer = await serverPost<TokenAnswer>(dpopKey, (endpoints) => endpoints.token_endpoint, {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        });
        const did = answer.sub ?? '';
        if (!did.startsWith('did:')) throw new BlueskyCallError(0, 'no_sub', undefined);
        const pds = await pdsOf(did);
        // The account's PDS must trust this authorization server, or the DID is not its to vouch for.
        const resource = await plainGet<{ authorization_servers?: string[] }>(
          `${pds}/.well-known/oauth-protected-resource`,
        );
        const { issuer } = await server();
        if (!resource.authorization_servers?.includes(issuer))
          throw new BlueskyCallError(0, 'issuer_mismatch', did);
        const tokens = tokensOf(answer, { did, pds, dpopKey: base64url(dpopKey) });
        const profile = await profileOf(readSession(tokens.accessToken));
        return {
          tokens,
          profile: {
            networkUserId: did,
            username: profile.handle,
            profilePictureUrl: profile.avatar ?? null,
          },
        };
      });
    },

    async refreshToken(tokens) {
      const refreshToken = tokens.refreshToken;
      if (!refreshToken) throw new NetworkAuthError(providerMessages.relinkNeeded);
      return refreshOrRelink(async () => {
        const { token: _token, ...session } = readSession(tokens.accessToken);
        const answer = await serverPost<TokenAnswer>(
          Buffer.from(session.dpopKey, 'base64url'),
          (endpoints) => endpoints.token_endpoint,
          { grant_type: 'refresh_token', refresh_token: refreshToken },
        );
        if (answer.sub && answer.sub !== session.did) throw new BlueskyCallError(0, 'sub_changed', undefined);
        return tokensOf(answer, session);
      });
    },

    async publish({ account, caption, media, idempotencyKey, progress, saveProgress }) {
      const session = readSession(account.tokens.accessToken);
      const videos = media.filter((item) => item.contentType.startsWith('video/'));
      if (videos.length > 1 || (videos.length === 1 && media.length > 1))
        throw permanentPublishError(providerMessages.oneVideoAlone('Bluesky'));
      if (media.length > maxImages)
        throw permanentPublishError(providerMessages.tooManyImages('Bluesky', maxImages));
      const saved = readProgress(progress ?? null);
      const posted = progressId(saved, 'uri');
      if (posted) return { networkPostId: posted };
      const savedKey = progressId(saved, 'rkey');
      try {
        // A retry writes to the record key the first attempt saved: if that record exists, it is the post.
        if (savedKey) {
          const existing = await xrpc<{ uri: string }>(session, 'GET', 'com.atproto.repo.getRecord', {
            query: { repo: session.did, collection: postCollection, rkey: savedKey },
          }).catch((error: unknown) => {
            if (error instanceof BlueskyCallError && (error.status === 400 || error.status === 404))
              return null;
            throw error;
          });
          if (existing) {
            await saveProgress?.(JSON.stringify({ rkey: savedKey, uri: existing.uri }));
            return { networkPostId: existing.uri };
          }
        }
        const blobs: BlobRef[] = [];
        for (const item of media) {
          const bytes = await mediaBytes(item, 'Bluesky');
          if (!item.contentType.startsWith('video/') && bytes.byteLength > maxImageBytes)
            throw permanentPublishError(providerMessages.imageTooLarge('Bluesky', '1 MB'));
          const uploaded = await xrpc<{ blob: BlobRef }>(session, 'POST', 'com.atproto.repo.uploadBlob', {
            bytes,
            contentType: item.contentType,
          });
          blobs.push(uploaded.blob);
        }
        const [video] = videos;
        const embed = video
          ? { $type: 'app.bsky.embed.video', video: blobs[0] }
          : blobs.length > 0
            ? { $type: 'app.bsky.embed.images', images: blobs.map((image) => ({ alt: '', image })) }
            : undefined;
        const facets = await facetsOf(session, caption);
        const rkey = savedKey ?? postRecordKey(idempotencyKey, new Date());
        if (!savedKey) await saveProgress?.(JSON.stringify({ rkey }));
        const created = await xrpc<{ uri: string }>(session, 'POST', 'com.atproto.repo.createRecord', {
          json: {
            repo: session.did,
            collection: postCollection,
            rkey,
            record: {
              $type: postCollection,
              text: caption,
              createdAt: new Date().toISOString(),
              ...(facets.length > 0 ? { facets } : {}),
              ...(embed ? { embed } : {}),
            },
          },
        });
        await saveProgress?.(JSON.stringify({ rkey, uri: created.uri }));
        return { networkPostId: created.uri };
      } catch (error) {
        if (!(error instanceof BlueskyCallError)) throw error;
        if (error.status === 401) throw new ConnectionRefusedError();
        if (error.status === 429) throw transientPublishError(providerMessages.rateLimited('Bluesky'));
        if (error.status === 0 || error.status >= 500)
          throw transientPublishError(providerMessages.unavailable('Bluesky'));
        throw permanentPublishError(providerMessages.refused('Bluesky', error.detail ?? error.error));
      }
    },

    async fetchMetrics({ tokens }) {
      const profile = await profileOf(readSession(tokens.accessToken));
      return {
        username: profile.handle,
        name: profile.displayName || null,
        profile_picture_url: profile.avatar ?? null,
        followers_count: profile.followersCount ?? 0,
        follows_count: profile.followsCount ?? 0,
        media_count: profile.postsCount ?? 0,
        biography: profile.description || null,
      };
    },

    async fetchDayMetrics() {
      // Bluesky counts followers and posts but keeps no reach or engagement per account and day.
      throw new MetricsNotAvailableError();
    },

    async revoke(tokens) {
      const session = readSession(tokens.accessToken);
      await serverPost(
        Buffer.from(session.dpopKey, 'base64url'),
        (endpoints) => endpoints.revocation_endpoint,
        { token: tokens.refreshToken ?? session.token },
      );
    },
  };
}

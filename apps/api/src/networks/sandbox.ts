import { createHash, randomBytes } from 'node:crypto';
import { networkRules } from '@postify/sdk/rules';
import type { Db } from '../db/database.js';
import { providerMessages } from '../messages.js';
import {
  type CreatorInfo,
  NetworkAuthError,
  type NetworkMetrics,
  type NetworkProvider,
  type NetworkSlug,
  type NetworkTokens,
  permanentPublishError,
  transientPublishError,
} from './provider.js';
import { tiktokPostInfo } from './tiktok.js';

/** A caption containing this marker makes the sandbox answer a transient failure (retried). */
export const sandboxTransientMarker = '[sandbox:falha-temporaria]';
/** A caption containing this marker makes the sandbox answer a permanent failure. */
export const sandboxPermanentMarker = '[sandbox:falha-permanente]';
/** A first comment containing this marker makes the sandbox refuse the comment (the post stays published). */
export const sandboxCommentRefusedMarker = '[sandbox:comentario-recusado]';
/** The client id the API presents to its own sandbox pages. */
export const sandboxClientId = 'postify-sandbox';

const codeTtlMs = 10 * 60_000;
const tokenTtlMs = 60 * 24 * 60 * 60_000;

/**
 * What each network's sandbox page asks for: the permissions the live adapter requests and whether the
 * network binds its codes to a PKCE challenge. LinkedIn (web apps) and Threads exchange codes with the
 * client secret only; X, YouTube (Google) and Bluesky (AT Protocol OAuth, where PKCE is mandatory) use PKCE.
 * The first three keep the PKCE the sandbox always asked for.
 */
const sandboxGrants: Record<NetworkSlug, { scopes: readonly string[]; usesPkce: boolean }> = {
  instagram: {
    scopes: [
      'instagram_business_basic',
      'instagram_business_content_publish',
      'instagram_business_manage_insights',
      'instagram_business_manage_comments',
    ],
    usesPkce: true,
  },
  facebook: {
    scopes: ['pages_show_list', 'pages_manage_posts', 'pages_manage_engagement', 'pages_read_engagement'],
    usesPkce: true,
  },
  tiktok: { scopes: ['user.info.basic', 'video.publish'], usesPkce: true },
  linkedin: { scopes: ['openid', 'profile', 'w_member_social'], usesPkce: false },
  threads: { scopes: ['threads_basic', 'threads_content_publish'], usesPkce: false },
  youtube: {
    scopes: [
      'https://www.googleapis.com/auth/youtube.upload',
      'https://www.googleapis.com/auth/youtube.readonly',
    ],
    usesPkce: true,
  },
  x: { scopes: ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'], usesPkce: true },
  bluesky: { scopes: ['atproto', 'repo:app.bsky.feed.post?action=create', 'blob:*/*'], usesPkce: true },
};

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** The S256 PKCE challenge of a verifier. */
export function pkceChallenge(verifier: string): string {
  return sha256(verifier).toString('base64url');
}

/** A stable number in `[min, max]` from `seed`, for realistic metrics that do not change between reads. */
function stableNumber(seed: string, min: number, max: number): number {
  return min + (sha256(seed).readUInt32BE(0) % (max - min + 1));
}

const sandboxNames = ['lojadamaria', 'cafeteria.aroma', 'atelie.flor', 'studio.movimento', 'padaria.central'];

/**
 * The posting settings TikTok would report for a sandbox account, stable per account and varied between
 * accounts so every branch of the composer can be tried: a public or a private account (no 'Todos'),
 * comments, duets or stitches turned off, and a 1, 3 or 10 minute video limit.
 */
export function sandboxCreatorInfo(networkUserId: string, username: string): CreatorInfo {
  const seed = `tiktok:${networkUserId}`;
  const privateAccount = stableNumber(`${seed}:private`, 0, 3) === 0;
  return {
    creatorNickname: `Conta Sandbox ${username}`,
    creatorUsername: username,
    creatorAvatarUrl: null,
    privacyLevelOptions: privateAccount
      ? ['FOLLOWER_OF_CREATOR', 'SELF_ONLY']
      : ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
    commentDisabled: stableNumber(`${seed}:comment`, 0, 3) === 0,
    duetDisabled: stableNumber(`${seed}:duet`, 0, 1) === 0,
    stitchDisabled: stableNumber(`${seed}:stitch`, 0, 2) === 0,
    maxVideoPostDurationSec: [60, 180, 600][stableNumber(`${seed}:duration`, 0, 2)] ?? 60,
  };
}

/** Issues a single-use sandbox code for the authorization page's 'Autorizar' (valid 10 minutes). */
export async function issueSandboxCode(
  db: Db,
  input: { network: NetworkSlug; clientId: string; redirectUri: string; codeChallenge: string | null },
): Promise<string> {
  const code = `sbx_code_${randomBytes(16).toString('hex')}`;
  await db
    .insertInto('sandbox_oauth_codes')
    .values({
      code_hash: sha256(code).toString('hex'),
      network: input.network,
      client_id: input.clientId,
      redirect_uri: input.redirectUri,
      code_challenge: input.codeChallenge,
      expires_at: new Date(Date.now() + codeTtlMs),
    })
    .execute();
  return code;
}

/** Options of the sandbox network: where its pages live and the configured failure switch. */
export interface SandboxOptions {
  db: Db;
  publicApiUrl: string;
  failure: 'transient' | 'permanent' | null;
}

/**
 * The default provider of a network: its authorization page is served by this API
 * (`/sandbox/oauth/{network}/authorize`), codes are single use and PKCE-bound, publishing stores what would
 * have been sent (`sandbox_publications`, one row per idempotency key) and metrics are stable per account.
 */
export function createSandboxProvider(slug: NetworkSlug, options: SandboxOptions): NetworkProvider {
  const { db } = options;
  const issueTokens = (networkUserId: string): NetworkTokens => ({
    accessToken: `sbx_at_${networkUserId}_${randomBytes(12).toString('hex')}`,
    refreshToken: `sbx_rt_${networkUserId}_${randomBytes(12).toString('hex')}`,
    expiresAt: new Date(Date.now() + tokenTtlMs),
  });
  return {
    slug,
    mode: 'sandbox',
    usesPkce: sandboxGrants[slug].usesPkce,
    scopes: sandboxGrants[slug].scopes,
    ...(slug === 'tiktok'
      ? { creatorInfo: async ({ networkUserId, username }) => sandboxCreatorInfo(networkUserId, username) }
      : {}),

    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(`${options.publicApiUrl}/api/v1/sandbox/oauth/${slug}/authorize`);
      url.searchParams.set('client_id', sandboxClientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('scope', sandboxGrants[slug].scopes.join(','));
      if (codeChallenge) {
        url.searchParams.set('code_challenge', codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const codeHash = sha256(code).toString('hex');
      // Claimed in one statement so two exchanges of one code never both succeed.
      const row = await db
        .updateTable('sandbox_oauth_codes')
        .set({ used_at: new Date() })
        .where('code_hash', '=', codeHash)
        .where('network', '=', slug)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returningAll()
        .executeTakeFirst();
      if (!row || row.redirect_uri !== redirectUri) throw new NetworkAuthError(providerMessages.codeInvalid);
      if (row.code_challenge && (!codeVerifier || pkceChallenge(codeVerifier) !== row.code_challenge))
        throw new NetworkAuthError(providerMessages.codeInvalid);
      const networkUserId = `17841${stableNumber(codeHash, 100000000, 999999999)}`;
      const base = sandboxNames[stableNumber(`${codeHash}:name`, 0, sandboxNames.length - 1)] ?? 'lojademo';
      const username = `${base}.${networkUserId.slice(-4)}`;
      return {
        tokens: issueTokens(networkUserId),
        profile: {
          networkUserId,
          username,
          profilePictureUrl: `${options.publicApiUrl}/api/v1/sandbox/oauth/${slug}/avatar/${networkUserId}.svg`,
        },
      };
    },

    async refreshToken(tokens) {
      const networkUserId = /^sbx_at_(.+)_[0-9a-f]{24}$/.exec(tokens.accessToken)?.[1];
      if (!networkUserId) throw new NetworkAuthError(providerMessages.relinkNeeded);
      return issueTokens(networkUserId);
    },

    async publish({ account, caption, media, idempotencyKey, firstComment, tiktok }) {
      if (options.failure === 'transient' || caption.includes(sandboxTransientMarker))
        throw transientPublishError(providerMessages.sandboxUnavailable);
      if (options.failure === 'permanent' || caption.includes(sandboxPermanentMarker))
        throw permanentPublishError(providerMessages.sandboxRefused);
      // The sandbox TikTok refuses what TikTok refuses and keeps the `post_info` it would have been sent.
      const postInfo =
        slug === 'tiktok'
          ? tiktokPostInfo(tiktok, caption, media[0]?.contentType.startsWith('video/') ? 'video' : 'photo')
          : null;
      const networkPostId = `${slug}_${sha256(idempotencyKey).toString('hex').slice(0, 18)}`;
      const comment = firstComment?.trim() || null;
      const refused = comment?.includes(sandboxCommentRefusedMarker) ?? false;
      // One row per idempotency key holds the post and its comment: a repeated attempt posts neither again.
      await db
        .insertInto('sandbox_publications')
        .values({
          network: slug,
          network_user_id: account.networkUserId,
          idempotency_key: idempotencyKey,
          network_post_id: networkPostId,
          caption,
          media: JSON.stringify(
            media.map((item) => ({
              url: item.url,
              bytes: item.bytes?.byteLength ?? null,
              contentType: item.contentType,
              fileName: item.fileName,
            })),
          ),
          first_comment: refused ? null : comment,
          options: postInfo ? JSON.stringify(postInfo) : null,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .execute();
      const stored = await db
        .selectFrom('sandbox_publications')
        .select('network_post_id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      if (!comment) return { networkPostId: stored.network_post_id };
      const name = networkRules[slug].name;
      return {
        networkPostId: stored.network_post_id,
        firstComment: refused
          ? {
              status: 'FAILED',
              reason: providerMessages.commentRefused(name, providerMessages.sandboxCommentRefused),
            }
          : { status: 'POSTED', networkCommentId: `${stored.network_post_id}_comment` },
      };
    },

    async fetchMetrics({ networkUserId, username }): Promise<NetworkMetrics> {
      const seed = `${slug}:${networkUserId}`;
      return {
        username,
        name: 'Conta Sandbox',
        profile_picture_url: null,
        followers_count: stableNumber(`${seed}:followers`, 800, 48_000),
        follows_count: stableNumber(`${seed}:follows`, 80, 900),
        media_count: stableNumber(`${seed}:media`, 20, 600),
        biography: 'Conta de teste da rede sandbox do Postify.',
      };
    },

    async fetchDayMetrics({ networkUserId }, { since }) {
      // Stable per account and day, so a second read of the same day records the same numbers.
      const seed = `${slug}:${networkUserId}:${since.toISOString()}`;
      return {
        reach: stableNumber(`${seed}:reach`, 300, 6_000),
        engagement: stableNumber(`${seed}:engagement`, 20, 600),
      };
    },

    async revoke() {
      // The sandbox keeps no grants: forgetting the tokens (the caller deletes the row) is the revocation.
    },
  };
}

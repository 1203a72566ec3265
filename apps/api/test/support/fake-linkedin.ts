import { fakeBytes, startFakeHttp } from './fake-http.js';

/** The bytes the fake serves for `/media/{name}`: images of 3 000 bytes, videos of 2 500 (three parts). */
export const linkedInMedia = {
  'a.jpg': fakeBytes(3000, 1),
  'b.png': fakeBytes(3000, 2),
  'v.mp4': fakeBytes(2500, 3),
};

/**
 * A local LinkedIn with the documented shapes: the OAuth endpoints (`/oauth/v2/accessToken` with an
 * authorization code or a refresh token, `/oauth/v2/revoke`), OpenID `/v2/userinfo`, the Images and Videos
 * APIs (`initializeUpload`, uploads by PUT, video parts of 1 000 bytes each answered with an ETag,
 * `finalizeUpload`, the video's status) and the Posts API (`201` with `x-restli-id`; the same content posted
 * again is refused with 422 naming the first post, as LinkedIn does). The versioned `/rest` calls without
 * `LinkedIn-Version` and `X-Restli-Protocol-Version: 2.0.0` are refused. `failNextPost` answers the next
 * post with an error, before posting or (`afterPosting`) after, the answer being lost.
 */
export async function startFakeLinkedIn() {
  const posts: { id: string; body: Record<string, unknown> }[] = [];
  const uploads = new Map<string, Buffer>();
  const partsUploaded = new Map<string, string[]>();
  let ids = 0;
  let failPost: { status: number; body: unknown; afterPosting: boolean } | null = null;
  const fake = await startFakeHttp((call, reply) => {
    const bearer = call.headers.authorization;
    if (call.path === '/oauth/v2/accessToken') {
      if (call.form.client_id !== 'li-app' || call.form.client_secret !== 'segredo')
        return reply(401, { error: 'invalid_client' });
      if (call.form.grant_type === 'refresh_token')
        return call.form.refresh_token === 'li-refresh'
          ? reply(200, { access_token: 'li-novo', expires_in: 5_184_000, refresh_token: 'li-refresh-2' })
          : reply(400, { error: 'invalid_request' });
      if (call.form.grant_type !== 'authorization_code' || call.form.code !== 'codigo-valido')
        return reply(400, { error: 'invalid_request', error_description: 'Unable to retrieve access token' });
      return reply(200, {
        access_token: 'li-token',
        expires_in: 5_184_000,
        refresh_token: 'li-refresh',
        refresh_token_expires_in: 31_536_000,
        scope: 'openid,profile,w_member_social',
      });
    }
    if (call.path === '/oauth/v2/revoke') return reply(200);
    if (bearer !== 'Bearer li-token')
      return reply(401, { status: 401, serviceErrorCode: 65600, message: 'Invalid access token' });
    if (call.path === '/v2/userinfo')
      return reply(200, {
        sub: 'yLqE5-abc',
        name: 'Maria Silva',
        given_name: 'Maria',
        family_name: 'Silva',
        picture: 'https://media.licdn.com/maria.jpg',
        locale: { country: 'BR', language: 'pt' },
      });
    if (call.path.startsWith('/upload/')) {
      if (call.method !== 'PUT') return reply(405);
      uploads.set(call.path, call.bytes);
      const [, , video, part] = call.path.split('/');
      if (video?.startsWith('video-') && part) {
        partsUploaded.set(video, [...(partsUploaded.get(video) ?? []), part]);
        return reply(200, undefined, { etag: `"etag-${part}"` });
      }
      return reply(201);
    }
    if (call.path.startsWith('/rest/')) {
      if (
        call.headers['linkedin-version'] !== '202510' ||
        call.headers['x-restli-protocol-version'] !== '2.0.0'
      )
        return reply(400, { status: 400, message: 'A version must be present' });
      const request = (call.json ?? {}) as Record<string, Record<string, unknown>>;
      if (call.path === '/rest/images' && call.query.action === 'initializeUpload') {
        ids += 1;
        return reply(200, {
          value: {
            uploadUrlExpiresAt: Date.now() + 3_600_000,
            uploadUrl: `${fake.url}/upload/image-${ids}`,
            image: `urn:li:image:C4E10AQ${ids}`,
          },
        });
      }
      if (call.path === '/rest/videos' && call.query.action === 'initializeUpload') {
        ids += 1;
        const size = Number(request.initializeUploadRequest?.fileSizeBytes);
        const uploadInstructions = [];
        for (let first = 0, part = 1; first < size; first += 1000, part += 1)
          uploadInstructions.push({
            uploadUrl: `${fake.url}/upload/video-${ids}/${part}`,
            firstByte: first,
            lastByte: Math.min(first + 1000, size) - 1,
          });
        return reply(200, {
          value: { video: `urn:li:video:C5F10AQ${ids}`, uploadToken: `token-${ids}`, uploadInstructions },
        });
      }
      if (call.path === '/rest/videos' && call.query.action === 'finalizeUpload') return reply(200, {});
      if (call.path.startsWith('/rest/videos/')) {
        const urn = decodeURIComponent(call.path.slice('/rest/videos/'.length));
        const id = urn.replace('urn:li:video:C5F10AQ', '');
        return reply(200, {
          id: urn,
          status: partsUploaded.has(`video-${id}`) ? 'AVAILABLE' : 'WAITING_UPLOAD',
        });
      }
      if (call.path === '/rest/posts') {
        const failure = failPost;
        failPost = null;
        if (failure && !failure.afterPosting) return reply(failure.status, failure.body);
        const body = request as Record<string, unknown>;
        const same = posts.find((post) => JSON.stringify(post.body) === JSON.stringify(body));
        if (same)
          return reply(422, {
            status: 422,
            message: `Content is a duplicate of ${same.id}`,
            errorDetailType: 'com.linkedin.common.error.BadRequest',
          });
        ids += 1;
        const id = `urn:li:share:70${ids}`;
        posts.push({ id, body });
        if (failure) return reply(failure.status, failure.body);
        return reply(201, undefined, { 'x-restli-id': id });
      }
    }
    return reply(404, { status: 404, message: 'Not found' });
  }, linkedInMedia);
  return {
    ...fake,
    posts,
    uploads,
    failNextPost(status: number, body: unknown, afterPosting = false) {
      failPost = { status, body, afterPosting };
    },
  };
}

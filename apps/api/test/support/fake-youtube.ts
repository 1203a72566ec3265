import { fakeBytes, startFakeHttp } from './fake-http.js';

/** The Short the fake serves at `/media/short.mp4`: 600 KiB, three chunks of 256 KiB at most. */
export const youtubeShort = fakeBytes(600 * 1024, 7);

/**
 * A local Google: the OAuth endpoints (`/token` with an authorization code and PKCE verifier or a refresh
 * token, `/revoke`) and the YouTube Data API v3 — `channels?mine=true`, `subscriptions?mine=true` and the
 * resumable upload protocol: `POST /upload/youtube/v3/videos?uploadType=resumable` answers the session in
 * `Location`; each `PUT` of a `Content-Range` chunk answers 308 with the `Range` held, the last one the video;
 * `Content-Range: bytes *\/total` asks how far the session got. Errors have Google's shape.
 * `failChunkAfter` interrupts an upload; `failNextInit` refuses the next session.
 */
export async function startFakeYouTube() {
  const sessions = new Map<string, Buffer[]>();
  let videos = 0;
  let failChunk: number | null = null;
  let failInit: { status: number; reason: string; message: string } | null = null;
  const googleError = (status: number, reason: string, message: string) => ({
    error: { code: status, message, errors: [{ message, domain: 'youtube.video', reason }] },
  });
  const fake = await startFakeHttp(
    (call, reply) => {
      if (call.path === '/token') {
        const form = call.form;
        if (form.client_id !== 'yt-app' || form.client_secret !== 'segredo')
          return reply(401, { error: 'invalid_client' });
        if (form.grant_type === 'refresh_token')
          return form.refresh_token === '1//refresh'
            ? reply(200, { access_token: 'ya29.novo', expires_in: 3599, token_type: 'Bearer' })
            : reply(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        if (form.code !== 'codigo-valido' || !/^[A-Za-z0-9_-]{43}$/.test(form.code_verifier ?? ''))
          return reply(400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
        return reply(200, {
          access_token: 'ya29.token',
          expires_in: 3599,
          refresh_token: '1//refresh',
          scope:
            'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
          token_type: 'Bearer',
        });
      }
      if (call.path === '/revoke') return reply(200, {});
      if (call.headers.authorization !== 'Bearer ya29.token')
        return reply(401, googleError(401, 'authError', 'Invalid Credentials'));
      if (call.path === '/youtube/v3/channels')
        return reply(200, {
          kind: 'youtube#channelListResponse',
          items: [
            {
              id: 'UC1234567890abcdefghij',
              snippet: {
                title: 'Loja da Maria',
                description: 'Receitas e bastidores',
                customUrl: '@lojadamaria',
                thumbnails: { default: { url: 'https://yt3.ggpht.com/maria=s88' } },
              },
              statistics: {
                viewCount: '98000',
                subscriberCount: '12840',
                hiddenSubscriberCount: false,
                videoCount: '57',
              },
            },
          ],
        });
      if (call.path === '/youtube/v3/subscriptions')
        return reply(200, { pageInfo: { totalResults: 87, resultsPerPage: 1 }, items: [{ id: 'sub-1' }] });
      if (call.path === '/upload/youtube/v3/videos' && call.method === 'POST') {
        const failure = failInit;
        failInit = null;
        if (failure)
          return reply(failure.status, googleError(failure.status, failure.reason, failure.message));
        const id = `sessao-${sessions.size + 1}`;
        sessions.set(id, []);
        return reply(200, undefined, {
          location: `${fake.url}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`,
        });
      }
      if (call.path === '/upload/youtube/v3/videos' && call.method === 'PUT') {
        const chunks = sessions.get(call.query.upload_id ?? '');
        if (!chunks) return reply(404, googleError(404, 'notFound', 'Upload session not found'));
        const held = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
        const range = /^bytes (\*|(\d+)-(\d+))\/(\d+)$/.exec(String(call.headers['content-range']));
        if (!range) return reply(400, googleError(400, 'badRequest', 'Content-Range'));
        const total = Number(range[4]);
        if (range[1] !== '*') {
          if (failChunk !== null && chunks.length >= failChunk) {
            failChunk = null;
            return reply(503, googleError(503, 'backendError', 'Backend Error'));
          }
          if (Number(range[2]) !== held) return reply(400, googleError(400, 'badRequest', 'Out of order'));
          chunks.push(call.bytes);
        }
        const now = held + (range[1] === '*' ? 0 : call.bytes.length);
        if (now === total) {
          videos += 1;
          return reply(range[1] === '*' ? 200 : 201, {
            kind: 'youtube#video',
            id: `video-${videos}`,
            status: { uploadStatus: 'uploaded' },
          });
        }
        return reply(308, undefined, now > 0 ? { range: `bytes=0-${now - 1}` } : {});
      }
      return reply(404, googleError(404, 'notFound', 'Not Found'));
    },
    { 'short.mp4': youtubeShort },
  );
  return {
    ...fake,
    /** The bytes a session holds. */
    received: (session: string) => Buffer.concat(sessions.get(session) ?? []),
    /** Answers 503 to the first chunk arriving once a session holds `held` chunks, without keeping it. */
    failChunkAfter(held: number) {
      failChunk = held;
    },
    failNextInit(status: number, reason: string, message: string) {
      failInit = { status, reason, message };
    },
  };
}

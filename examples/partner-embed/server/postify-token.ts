// Acme's server side of Postify: the only code that knows Acme's project API key (POSTIFY_API_KEY,
// created in Postify's Settings › 'Chaves de API'). A plain Node handler, so it fits Acme's backend as it
// fits the dev and preview servers of vite.config.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createPostifyClient, type PostifyClient, unwrap } from '@postify/sdk';

let postify: PostifyClient | undefined;

/** The SDK client on the key; made at the first request, so `vite build` needs no key. */
function postifyOnServer(): PostifyClient {
  const apiKey = process.env.POSTIFY_API_KEY;
  if (!apiKey)
    throw new Error('POSTIFY_API_KEY is not set: create a key in Postify › Configurações › Chaves de API.');
  postify ??= createPostifyClient({
    baseUrl: `${process.env.POSTIFY_API_URL ?? 'http://127.0.0.1:3000'}/api/v1`,
    apiKey,
  });
  return postify;
}

/**
 * `POST /acme/postify-token`: a Postify browser token for Acme's page (15 minutes, the key's project and
 * scopes). Acme's real backend answers only its own signed-in users; this example has no sign-in of its own.
 */
export async function postifyTokenEndpoint(request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const { token, expiresAt } = await unwrap(postifyOnServer().POST('/api-keys/exchange'));
  response
    .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify({ token, expiresAt }));
}

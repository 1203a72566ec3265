// Acme's server-side access to Postify: the only file that knows Acme's project API key. It never reaches
// the browser: the page gets 15-minute browser tokens from app/postify-token/route.ts instead.
import { createPostifyClient, unwrap } from '@postify/sdk';

/** The Postify API, for Acme's server and (handed down as a prop) for the browser, which calls it directly. */
export const postifyApiUrl = `${process.env.POSTIFY_API_URL ?? 'http://127.0.0.1:3000'}/api/v1`;

/** The SDK client of Acme's server, on the key created in Postify's Settings › 'Chaves de API'. */
export function postifyOnServer() {
  const apiKey = process.env.POSTIFY_API_KEY;
  if (!apiKey)
    throw new Error('POSTIFY_API_KEY is not set: create a key in Postify › Configurações › Chaves de API.');
  return createPostifyClient({ baseUrl: postifyApiUrl, apiKey });
}

/** A browser token for Acme's page: valid 15 minutes, limited to the key's project and scopes. */
export async function browserToken() {
  const { token, expiresAt } = await unwrap(postifyOnServer().POST('/api-keys/exchange'));
  return { token, expiresAt };
}

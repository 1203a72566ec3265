import { type BrowserTokenGrant, createPostifyClient } from '@postify/sdk';

/**
 * Acme's page calls the Postify API directly (Acme's origin is in the project's allowed origins) with
 * browser tokens from Acme's own server (server/postify-token.ts), which alone holds the project API key.
 */
export const postify = createPostifyClient({
  baseUrl: import.meta.env.VITE_POSTIFY_API_URL ?? 'http://127.0.0.1:3000/api/v1',
  browserToken: async () => {
    const answer = await fetch('/acme/postify-token', { method: 'POST' });
    if (!answer.ok) throw new Error(`Acme's token endpoint answered ${answer.status}`);
    return (await answer.json()) as BrowserTokenGrant;
  },
});

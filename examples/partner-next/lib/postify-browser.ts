import { type BrowserTokenGrant, createPostifyClient } from '@postify/sdk';

/**
 * The SDK client of Acme's browser code: it calls the Postify API directly (Acme's origin is in the
 * project's allowed origins) with browser tokens from Acme's own server, never with the key.
 */
export function postifyInBrowser(apiUrl: string) {
  return createPostifyClient({
    baseUrl: apiUrl,
    browserToken: async () => {
      const answer = await fetch('/postify-token', { method: 'POST' });
      if (!answer.ok) throw new Error(`Acme's token endpoint answered ${answer.status}`);
      return (await answer.json()) as BrowserTokenGrant;
    },
  });
}

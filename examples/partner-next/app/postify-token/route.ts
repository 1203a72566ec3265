import { browserToken } from '../../lib/postify-server';

/**
 * Acme's exchange endpoint: its page asks here for a Postify browser token. Acme's real app answers only
 * its own signed-in users (its session check goes first); this example has no sign-in of its own.
 */
export async function POST() {
  return Response.json(await browserToken(), { headers: { 'cache-control': 'no-store' } });
}

// The partner's one-time setup, done over the API as Acme's developer would do it in Postify's Settings ›
// 'Chaves de API': the project's owner (the demo user; the e-mailed code is read from the API's development
// mailbox) signs in once, creates a key with the scopes Acme's pages need and allows Acme's origin. The key's
// secret goes to stdout (the app server's POSTIFY_API_KEY) and to <key file> (the test's backend calls).
// Usage: node tests/partner-key.ts <api url> <Acme's origin> <key file>
import { writeFileSync } from 'node:fs';

const [apiUrl, origin, keyFile] = process.argv.slice(2);
const demo = { email: 'demo@postify.dev', password: 'Demo@1234' };

async function call<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

await call('POST', '/auth/login', demo);
const mailbox = await fetch(`${apiUrl}/dev/mailbox?to=${encodeURIComponent(demo.email)}&limit=1`);
const [mail] = ((await mailbox.json()) as { data: { text: string }[] }).data;
const otp = mail?.text.match(/\b\d{6}\b/)?.[0];
const { accessToken } = await call<{ accessToken: string }>('POST', '/auth/validate-login', {
  email: demo.email,
  otp,
});
const key = await call<{ secret: string }>(
  'POST',
  '/api-keys',
  { name: 'Acme', scopes: ['posts:read', 'posts:write', 'accounts:read'] },
  accessToken,
);
await call('PUT', '/api-keys/allowed-origins', { origins: [origin] }, accessToken);
writeFileSync(keyFile, key.secret);
process.stdout.write(key.secret);

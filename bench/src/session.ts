/** The account the demo seed creates (apps/api/src/seed/demo.ts). */
export const demo = { email: 'demo@postify.dev', password: 'Demo@1234' };

/** A session as the API's validate-login answers it and the console's cookie stores it. */
export interface Session {
  user: unknown;
  accessToken: string;
  refreshToken: string;
}

/** One call to the API, unwrapped from its envelope; throws with the pt-BR message on an error. */
export async function call<T>(
  base: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const answer = await fetch(`${base}${path}`, { ...init, headers });
  const body = (await answer.json()) as { status: string; data: T; message?: string };
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${answer.status} ${body.message}`);
  return body.data;
}

/** Signs the demo user in through both steps, reading the code from the development mailbox. */
export async function signInDemo(base: string): Promise<Session> {
  const since = Date.now();
  await call(base, '/auth/login', { method: 'POST', body: JSON.stringify(demo) });
  for (let attempt = 0; attempt < 40; attempt++) {
    const mails = await call<{ text: string; createdAt: string }[]>(
      base,
      `/dev/mailbox?to=${encodeURIComponent(demo.email)}&limit=1`,
    );
    const code = mails.find((m) => Date.parse(m.createdAt) >= since - 1000)?.text.match(/\b\d{6}\b/)?.[0];
    if (code) {
      return call<Session>(base, '/auth/validate-login', {
        method: 'POST',
        body: JSON.stringify({ email: demo.email, otp: code }),
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sign-in code never reached the development mailbox');
}

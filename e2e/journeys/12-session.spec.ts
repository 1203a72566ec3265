import type { BrowserContext, Page, Response } from '@playwright/test';
import { mainMenu } from '../console';
import {
  apiUrl,
  codeIn,
  expect,
  expectAccessible,
  latestMail,
  registerAccount,
  signIn,
  test,
} from '../fixtures';

interface Session {
  accessToken: string;
  refreshToken: string;
}

/** The session the console keeps in its cookie (account spec: postify-auth-token, JSON). */
async function sessionOf(context: BrowserContext): Promise<Session | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'postify-auth-token');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Session) : null;
}

/** Seconds since the epoch at which the API stops accepting `token` (its `exp` claim). */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  return payload.exp;
}

/**
 * Waits until the API has stopped accepting the console's current access token. The harness issues
 * 8-second tokens (ACCESS_TOKEN_SECONDS): the wait is for the token's own expiry, checked against the API.
 */
async function untilAccessTokenExpires(context: BrowserContext) {
  const session = await sessionOf(context);
  if (!session) throw new Error('no session cookie');
  const exp = expiryOf(session.accessToken);
  await expect
    .poll(
      async () => {
        if (Date.now() / 1000 < exp) return 'valid';
        const me = await fetch(`${apiUrl}/users/me`, {
          headers: { authorization: `Bearer ${session.accessToken}` },
        });
        return me.status === 401 ? 'expired' : 'valid';
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe('expired');
  return session;
}

/** Every API answer the page receives, so the journey can tell a silent refresh from no refresh at all. */
function recordApiAnswers(page: Page) {
  const answers: { path: string; status: number }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/v1/')) answers.push({ path: url.pathname, status: response.status() });
  });
  return answers;
}

test('session: an expired access token is renewed without the user noticing; a revoked session ends on /signin', async ({
  page,
  context,
  browser,
}) => {
  const account = await registerAccount('Sessao Expirada');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // 1. The access token expires while the console is open; the next screen's calls get 401, the SDK
  // renews the session with the refresh token and repeats them: the user just sees the screen.
  const expired = await untilAccessTokenExpires(context);
  const answers = recordApiAnswers(page);
  await mainMenu(page).getByRole('link', { name: 'Posts' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum post encontrado')).toBeVisible();
  await expect(page.getByText('Erro ao buscar posts')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(answers.some((a) => a.status === 401 && a.path !== '/api/v1/auth/refresh')).toBe(true);
  expect(answers.filter((a) => a.path === '/api/v1/auth/refresh').map((a) => a.status)).toEqual([200]);
  const renewed = await sessionOf(context);
  expect(renewed?.accessToken).toBeTruthy();
  expect(renewed?.accessToken).not.toBe(expired.accessToken);
  expect(renewed?.refreshToken).not.toBe(expired.refreshToken);
  await expectAccessible(page);

  // 2. On another device the user resets the password, which ends every session (the API revokes all
  // refresh tokens). This console does not know yet.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto('/reset-password');
  await expect(other.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await expectAccessible(other);
  const since = new Date(Date.now() - 1000);
  await other.getByLabel('E-mail').fill(account.email);
  await other.getByRole('button', { name: 'Enviar código' }).click();
  await expect(other.getByText('Email enviado')).toBeVisible();
  const mail = await latestMail(account.email, since);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error('no reset link in the e-mail');
  await other.goto(link);
  await other.getByLabel('Código').fill(codeIn(mail));
  await other.getByLabel('Nova senha', { exact: true }).fill('Outra@Senha456');
  await other.getByLabel('Confirmar nova senha').fill('Outra@Senha456');
  await other.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(other).toHaveURL(/\/signin/);
  await expectAccessible(other);
  await phone.close();

  // 3. Once this console's access token expires, its refresh token is refused: the session ends and the
  // user is sent to /signin, with no trace of the session left.
  await untilAccessTokenExpires(context);
  await mainMenu(page).getByRole('link', { name: 'Calendário' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(await sessionOf(context)).toBeNull();
  expect(answers.filter((a) => a.path === '/api/v1/auth/refresh').map((a) => a.status)).toEqual([200, 401]);
  await expectAccessible(page);
});

import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { apiUrl } from './ports';

/** The console's main menu. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/**
 * Links a sandbox account of `platform` the way a user does in /settings: 'Conectar {platform}', the
 * warning's 'Continuar', the sandbox network's 'Autorizar', back to /settings. Runs axe on the network's
 * page and on /settings once the account shows.
 */
export async function linkAccount(page: Page, platform: 'Instagram' | 'Facebook' | 'TikTok') {
  if (!page.url().endsWith('/settings')) await page.goto('/settings');
  await page.getByRole('button', { name: `Conectar ${platform}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Autorizar' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByText('Conta conectada com sucesso!')).toBeVisible();
  await expect(page.getByText('Ativo').first()).toBeVisible();
  await expectAccessible(page);
}

/** Links the project's first sandbox Instagram account (see {@link linkAccount}). */
export const linkInstagram = (page: Page) => linkAccount(page, 'Instagram');

/**
 * Calls the API as the user signed in on `page`, for a journey's setup steps that are not what it tests.
 * Like another tab of the same browser: it renews the session from the shared cookie and writes the new
 * tokens back (the console reads the cookie on every call), then calls with the fresh access token.
 */
export async function asSignedInUser(page: Page) {
  const context = page.context();
  const cookie = (await context.cookies()).find((c) => c.name === 'postify-auth-token');
  if (!cookie) throw new Error('not signed in');
  const session = JSON.parse(decodeURIComponent(cookie.value));
  const refreshed = await fetch(`${apiUrl}/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: session.refreshToken }),
  });
  if (!refreshed.ok) throw new Error(`refresh: ${refreshed.status}`);
  const { data } = (await refreshed.json()) as { data: { token: string; refreshToken: string } };
  const renewed = { ...session, accessToken: data.token, refreshToken: data.refreshToken };
  await context.addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify(renewed)) }]);
  const token = data.token;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const answer = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(isForm || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: T }).data;
  };
}

/** A 1×1 PNG, the smallest image the API accepts as post media. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

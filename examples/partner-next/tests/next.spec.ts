import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiUrl, keyFile } from '../playwright.config';

/** What Acme's backend does with its key: a call to the Postify API. */
const call = (path: string, form: FormData) =>
  fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${readFileSync(keyFile, 'utf8')}` },
    body: form,
  }).then(async (answer) => {
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  });

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(', ')}`)).toEqual(
    [],
  );
}

test('Acme renders a post preview on the server and embeds the composer in the browser', async ({
  page,
  context,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Every request the page sends, and those to an API path with the answer's status.
  const requested: string[] = [];
  const apiCalls: { url: string; method: string; status?: number }[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    apiCalls.push({
      url: request.url(),
      method: request.method(),
      status: (await request.response())?.status(),
    });
  });

  // Acme's backend made a post: the server component fetches it with the SDK and renders its preview.
  const first = `Vitrine Acme ${Date.now()}`;
  const form = new FormData();
  form.set('caption', first);
  await call('/templates/scheduled', form);
  const html = await (await context.request.get('/')).text();
  expect(html, 'the preview is in the server-rendered HTML').toContain(first);
  expect(html).toContain('role="tablist"');

  await page.goto('/');
  const latest = page.locator('#ultimo');
  await expect(latest.getByText(first).first()).toBeVisible();
  await latest.getByRole('tab', { name: 'Instagram' }).click();
  await expect(latest.getByText(first).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Novo Template' })).toBeVisible();
  await expectAccessible(page);

  // The composer saves through Acme's handler; the server component then shows the new post.
  const composer = page.locator('#criar');
  const caption = `Lançamento Acme ${Date.now()}`;
  await composer.getByRole('textbox', { name: 'Legenda' }).fill(caption);
  await composer.getByRole('switch', { name: 'Postar agora' }).focus();
  await page.keyboard.press('Space');
  await composer.getByRole('group', { name: 'Facebook' }).getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await composer.getByRole('button', { name: 'Postar Agora' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Postar Agora' }).click();
  await expect(page.getByRole('link', { name: 'Ver post' })).toBeVisible();
  await expect(latest.getByText(caption).first()).toBeVisible();
  await expectAccessible(page);

  // The browser called the Postify API on its own origin, with a token from Acme's server: the key stayed
  // there, nothing was proxied through Acme's origin and nobody signed in with a password.
  const created = apiCalls.find((c) => c.method === 'POST' && c.url.endsWith('/templates/scheduled'));
  expect(created).toEqual({ url: `${apiUrl}/templates/scheduled`, method: 'POST', status: 201 });
  expect(apiCalls.map((c) => c.url).filter((url) => !url.startsWith(`${apiUrl}/`))).toEqual([]);
  expect(new URL(apiUrl).origin).not.toBe(new URL(baseURL ?? '').origin);
  expect(requested).toContain(`${baseURL}/postify-token`);
  expect(requested.filter((url) => url.includes('/auth/'))).toEqual([]);

  // Server and browser agreed on the first render: no hydration error, nothing else logged.
  expect(errors).toEqual([]);
});

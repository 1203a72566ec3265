import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiUrl, keyFile } from '../playwright.config';

/** Postify's texts the test looks for, in the language the page was built with (scripts/partner-embed.sh). */
const postifyText =
  process.env.VITE_POSTIFY_LOCALE === 'en'
    ? {
        composer: 'New Template',
        schedule: 'New schedule',
        date: 'Date',
        caption: 'Caption',
        postNow: 'Post now',
        save: 'Post now',
        viewPost: 'View post',
      }
    : {
        composer: 'Novo Template',
        schedule: 'Novo Agendamento',
        date: 'Data',
        caption: 'Legenda',
        postNow: 'Postar agora',
        save: 'Postar Agora',
        viewPost: 'Ver post',
      };

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(', ')}`)).toEqual(
    [],
  );
}

test('Acme embeds the composer, previews and schedule editor with its own theme and token', async ({
  page,
  baseURL,
}) => {
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
  await page.goto('/');

  // Acme's page, Postify's components inside it, in Acme's colours.
  await expect(page.getByText('Acme Social Desk')).toBeVisible();
  await expect(page.getByRole('heading', { name: postifyText.composer })).toBeVisible();
  const acmeButton = page.getByRole('button', { name: 'Atualizar contas' });
  await expect(acmeButton).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expectAccessible(page);

  // The preview follows Acme's own caption field, per network.
  await page.getByLabel('Legenda da campanha').fill('Promoção de primavera na Acme');
  const preview = page.locator('#previa');
  await expect(preview.getByText('Promoção de primavera na Acme').first()).toBeVisible();
  await preview.getByRole('tab', { name: 'Instagram' }).click();
  await expect(preview.getByText('Promoção de primavera na Acme').first()).toBeVisible();
  await expect(preview.getByText('acme.oficial').first()).toBeVisible();
  // One of the newer networks: the Bluesky card shows Acme's handle and the caption beside its checks.
  await preview.getByRole('tab', { name: 'Bluesky' }).click();
  await expect(preview.getByRole('article', { name: 'acme.oficial' })).toBeVisible();
  await expect(preview.getByText('@acme.oficial')).toBeVisible();
  await expect(preview.getByText('Promoção de primavera na Acme').first()).toBeVisible();
  await expectAccessible(page);

  // The stand-alone schedule editor is there and reachable from the keyboard.
  const planner = page.locator('#planejar');
  await expect(planner.getByRole('heading', { name: postifyText.schedule })).toBeVisible();
  await planner.getByRole('group', { name: postifyText.date }).getByRole('spinbutton').first().focus();
  await page.keyboard.press('Tab');
  await expect(planner.locator(':focus')).toHaveCount(1);

  // The composer saves through Acme's own handler, with Acme's browser token: the post exists on the API.
  const composer = page.locator('#criar');
  const caption = `Lançamento Acme ${Date.now()}`;
  await composer.getByRole('textbox', { name: postifyText.caption }).fill(caption);
  // From the keyboard, as the composer's own tests do: Space toggles the switch and the account.
  await composer.getByRole('switch', { name: postifyText.postNow }).focus();
  await page.keyboard.press('Space');
  // Facebook takes a text-only post (Instagram would ask for a picture).
  await composer.getByRole('group', { name: 'Facebook' }).getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await composer.getByRole('button', { name: postifyText.save }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: postifyText.save }).click();
  await expect(page.getByRole('link', { name: postifyText.viewPost })).toBeVisible();

  const posts = await fetch(`${apiUrl}/posts?page=0&size=5`, {
    headers: { authorization: `Bearer ${readFileSync(keyFile, 'utf8')}` },
  });
  const listed = ((await posts.json()) as { data: { content: { caption: string }[] } }).data.content;
  expect(listed.map((p) => p.caption)).toContain(caption);
  await expectAccessible(page);

  // The browser called the Postify API on its own origin, with a token from Acme's server: the key stayed
  // there, nothing was proxied through Acme's origin and nobody signed in with a password.
  const created = apiCalls.find((c) => c.method === 'POST' && c.url.endsWith('/templates/scheduled'));
  expect(created).toEqual({ url: `${apiUrl}/templates/scheduled`, method: 'POST', status: 201 });
  expect(apiCalls.map((c) => c.url).filter((url) => !url.startsWith(`${apiUrl}/`))).toEqual([]);
  expect(new URL(apiUrl).origin).not.toBe(new URL(baseURL ?? '').origin);
  expect(requested).toContain(`${baseURL}/acme/postify-token`);
  expect(requested.filter((url) => url.includes('/auth/'))).toEqual([]);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';

const demo = { email: 'demo@postify.dev', password: 'Demo@1234' };

/**
 * What Acme's backend does before it renders the page: signs its user in to Postify (the e-mailed code is
 * read from the API's development mailbox) and hands the page the session, under the key src/postify.ts reads.
 */
async function partnerSession() {
  const post = (path: string, body: unknown) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (answer) => {
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { data: unknown }).data;
    });
  await post('/auth/login', demo);
  const mailbox = await fetch(`${apiUrl}/dev/mailbox?to=${encodeURIComponent(demo.email)}&limit=1`);
  const [mail] = ((await mailbox.json()) as { data: { text: string }[] }).data;
  const otp = mail?.text.match(/\b\d{6}\b/)?.[0];
  return post('/auth/validate-login', { email: demo.email, otp });
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(', ')}`)).toEqual(
    [],
  );
}

test('Acme embeds the composer, previews and schedule editor with its own theme and token', async ({
  page,
}) => {
  const session = await partnerSession();
  await page.addInitScript((value) => {
    sessionStorage.setItem('acme.postify-session', JSON.stringify(value));
  }, session);
  await page.goto('/');

  // Acme's page, Postify's components inside it, in Acme's colours.
  await expect(page.getByText('Acme Social Desk')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Novo Template' })).toBeVisible();
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

  // The stand-alone schedule editor is there and reachable from the keyboard.
  const planner = page.locator('#planejar');
  await expect(planner.getByRole('heading', { name: 'Novo Agendamento' })).toBeVisible();
  await planner.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first().focus();
  await page.keyboard.press('Tab');
  await expect(planner.locator(':focus')).toHaveCount(1);

  // The composer saves through Acme's own handler, with Acme's token: the post exists on the API.
  const composer = page.locator('#criar');
  const caption = `Lançamento Acme ${Date.now()}`;
  await composer.getByRole('textbox', { name: 'Legenda' }).fill(caption);
  // From the keyboard, as the composer's own tests do: Space toggles the switch and the account.
  await composer.getByRole('switch', { name: 'Postar agora' }).focus();
  await page.keyboard.press('Space');
  // Facebook takes a text-only post (Instagram would ask for a picture).
  await composer.getByRole('group', { name: 'Facebook' }).getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await composer.getByRole('button', { name: 'Postar Agora' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Postar Agora' }).click();
  await expect(page.getByRole('link', { name: 'Ver post' })).toBeVisible();

  const token = (session as { accessToken: string }).accessToken;
  const posts = await fetch(`${apiUrl}/posts?page=0&size=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const listed = ((await posts.json()) as { data: { content: { caption: string }[] } }).data.content;
  expect(listed.map((p) => p.caption)).toContain(caption);
  await expectAccessible(page);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiUrl } from '../playwright.config';

const demo = { email: 'demo@postify.dev', password: 'Demo@1234' };
type Session = { accessToken: string };

const call = (path: string, init: { body?: unknown; token?: string; form?: FormData } = {}) =>
  fetch(`${apiUrl}${path}`, {
    method: init.body !== undefined || init.form ? 'POST' : 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  }).then(async (answer) => {
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: unknown }).data;
  });

/** What Acme's sign-in does: signs its user in to Postify (the code comes from the development mailbox). */
async function partnerSession(): Promise<Session> {
  await call('/auth/login', { body: demo });
  const mailbox = await fetch(`${apiUrl}/dev/mailbox?to=${encodeURIComponent(demo.email)}&limit=1`);
  const [mail] = ((await mailbox.json()) as { data: { text: string }[] }).data;
  const otp = mail?.text.match(/\b\d{6}\b/)?.[0];
  return (await call('/auth/validate-login', { body: { email: demo.email, otp } })) as Session;
}

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
  const session = await partnerSession();
  // Acme's sign-in keeps the session in an httpOnly cookie that its server components read.
  await context.addCookies([
    {
      name: 'acme.postify-session',
      value: encodeURIComponent(JSON.stringify(session)),
      url: baseURL ?? '',
      httpOnly: true,
    },
  ]);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  // Acme's backend made a post: the server component fetches it with the SDK and renders its preview.
  const first = `Vitrine Acme ${Date.now()}`;
  const form = new FormData();
  form.set('caption', first);
  await call('/templates/scheduled', { token: session.accessToken, form });
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

  // Server and browser agreed on the first render: no hydration error, nothing else logged.
  expect(errors).toEqual([]);
});

import { expect, expectAccessible, test } from '../fixtures';
import { appUrl } from '../ports';

const pages = [
  { path: '/', heading: /Publique no/, title: 'Postify' },
  { path: '/pricing', heading: 'Planos e preços', title: 'Preços · Postify' },
  { path: '/about', heading: 'Sobre o Postify', title: 'Sobre · Postify' },
  { path: '/waiting', heading: 'Lista de espera', title: 'Lista de espera · Postify' },
  { path: '/privacy-policy', heading: 'Política de Privacidade', title: 'Política de Privacidade · Postify' },
  { path: '/tos', heading: 'Termos de Uso', title: 'Termos de Uso · Postify' },
  { path: '/signin', heading: 'Entrar', title: 'Entrar · Postify' },
];

test('public pages arrive rendered, read without JavaScript, and come alive without being redrawn', async ({
  page,
  browser,
}) => {
  // The HTML itself carries each page, with its title; a console route still gets the empty shell.
  for (const { path, title } of pages) {
    const html = await (await fetch(`${appUrl}${path}`)).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toContain('Pular para o conteúdo');
  }
  expect(await (await fetch(`${appUrl}/dashboard`)).text()).toContain('<div id="root"></div>');

  // Without scripts, a visitor still reads the pages and follows their links.
  const noScript = await browser.newContext({ baseURL: appUrl, javaScriptEnabled: false });
  const reader = await noScript.newPage();
  for (const { path, heading } of pages) {
    await reader.goto(path);
    await expect(reader.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await reader.goto('/');
  await reader.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Preços' }).click();
  await expect(reader).toHaveURL(/\/pricing$/);
  await expect(reader.getByText('Carregando planos...')).toBeVisible();
  await noScript.close();

  // With scripts the same markup becomes the live page (a failed hydration fails the journey, see
  // fixtures.ts): the headline starts typing, a card flips by keyboard, the plans arrive from the API.
  const server = await page.goto('/');
  expect(await server?.text()).toContain('Problemas que resolvemos');
  const typed = page.locator('h1 [aria-hidden="true"]').first();
  await expect(typed).not.toHaveText('Instagram');
  await page.getByRole('button', { name: /Muitas plataformas/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Solução/, pressed: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Menu do site' }).getByRole('link', { name: 'Preços' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planos e preços' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Experimente \d+ dias grátis/ }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: /Experimente \d+ dias grátis/ }).first()).toBeVisible();
  await expectAccessible(page);

  // /signin is prerendered without a query: the banner after a password reset comes once it is hydrated.
  await page.goto('/signin?passwordReset=success');
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeEditable();
});

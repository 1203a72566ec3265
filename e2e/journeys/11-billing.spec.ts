import { demo, expect, expectAccessible, signIn, test } from '../fixtures';

test('billing: the trialing subscription with its badge, the portal opens in a new tab for the user', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Cobrança' })
    .click();
  await expect(page).toHaveURL(/\/billing$/);

  // The demo account is on a Pro trial (apps/api/src/seed/demo.ts): the card names the plan and the badge
  // says until when the trial lasts, in the long Portuguese date.
  await expect(page.getByRole('heading', { name: 'Pro' })).toBeVisible();
  await expect(page.getByText(/^Teste grátis até \d{1,2} de [a-zç]+ de \d{4}$/).first()).toBeVisible();
  await expect(page.getByText(/R\$\s?\d+,\d{2}/).first()).toBeVisible();
  await expect(page.getByText(/^Assinante desde \d{1,2} de [a-zç]+ de \d{4}$/)).toBeVisible();
  await expectAccessible(page);

  const portalOpens = context.waitForEvent('page');
  await page
    .getByRole('button', { name: /Acessar Portal de Cobrança/ })
    .or(page.getByRole('link', { name: /Acessar Portal de Cobrança/ }))
    .click();
  const portal = await portalOpens;
  await portal.waitForLoadState();
  await expect(portal.getByRole('heading', { name: 'Portal de cobrança' })).toBeVisible();
  // The portal knows who asked: the user's e-mail and plan, the trial included.
  await expect(portal.getByText(`Conta: ${demo.email}`)).toBeVisible();
  await expect(portal.getByText(/Plano Pro/)).toBeVisible();
  await expect(portal.getByText(/teste grátis/)).toBeVisible();
  await expectAccessible(portal);

  // The console stays where it was.
  await expect(page).toHaveURL(/\/billing$/);
});

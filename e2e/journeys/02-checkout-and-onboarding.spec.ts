import { codeIn, expect, expectAccessible, latestMail, signIn, test } from '../fixtures';

test('pricing → sandbox checkout → e-mailed /verify link → code, phone, password → sign in → /dashboard', async ({
  page,
  context,
}) => {
  const email = `assinante-${Date.now()}@exemplo.com.br`;
  const password = 'Assinante@2026';

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // The trial button opens the plan's checkout (the sandbox payment page) in a new tab.
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Experimente 7 dias grátis do plano Pro/ }).click(),
  ]);
  await expect(checkout.getByRole('heading', { name: 'Assinar o plano Pro' })).toBeVisible();
  await expectAccessible(checkout);
  const since = new Date(Date.now() - 1000);
  await checkout.getByLabel('Nome').fill('Rafael Assinante');
  await checkout.getByLabel('Email').fill(email);
  await checkout.getByRole('button', { name: /Começar teste grátis de 7 dias/ }).click();

  // The checkout says to look at the e-mail, whatever the address (it reveals nothing about accounts); the
  // /verify link arrives by e-mail with the code.
  await expect(checkout.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();
  await expect(checkout.getByText('Ambiente de testes (sandbox)', { exact: false })).toBeVisible();
  await expectAccessible(checkout);
  const mail = await latestMail(email, since);
  const link = mail.text.match(/(https?:\/\/\S+\/verify\?userToken=\S+)/)?.[1];
  expect(link, 'the /verify link in the e-mail').toBeTruthy();
  await checkout.close();

  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(codeIn(mail));

  await expect(page.getByRole('heading', { name: 'Informe seu telefone' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Telefone').fill('11977776666');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('button', { name: 'Salvar senha' }).click();

  await expect(page.getByRole('heading', { name: 'Conta ativada!' })).toBeVisible();
  await expect(page.getByText('Próximos passos')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ir para o login' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
  // Like a sign-up, the subscriber starts with a default project of their own.
  await expect(page.getByRole('button', { name: /Projeto atual$/ })).toContainText('Meu Projeto');
  await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  await expectAccessible(page);
});

import { codeIn, expect, expectAccessible, latestMail, registerAccount, signIn, test } from '../fixtures';

test('forgot password: code and link from the mailbox, new password, banner on /signin, sign in', async ({
  page,
}) => {
  const account = await registerAccount('Renata Lima');
  const newPassword = 'Outra@Senha456';

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await expectAccessible(page);

  const since = new Date(Date.now() - 1000);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Email enviado')).toBeVisible();
  await expectAccessible(page);

  const mail = await latestMail(account.email, since);
  expect(mail.subject).toBe('Redefinição de senha Postify');
  const link = mail.text.match(/Redefinir senha: (\S+)/)?.[1];
  expect(link, 'reset link in the e-mail').toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByText(account.email)).toBeVisible();

  // A weak password is refused before anything is sent; the checklist says why.
  await page.getByLabel('Código').fill(codeIn(mail));
  await page.getByLabel('Nova senha', { exact: true }).fill('fraca');
  await page.getByLabel('Confirmar nova senha').fill('fraca');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();

  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expectAccessible(page);

  // The old password no longer opens the account; the new one does.
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail ou senha inválidos')).toBeVisible();

  await signIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard/);
});

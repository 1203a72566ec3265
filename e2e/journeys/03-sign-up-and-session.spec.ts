import { codeIn, expect, expectAccessible, latestMail, signIn, test } from '../fixtures';

test('sign-up, a wrong code then the right one, back to the protected page; logout guards the console', async ({
  page,
}) => {
  const email = `cadastro-${Date.now()}@exemplo.com.br`;
  const password = 'Cadastro@2026';

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nome completo').fill('Paula Ferreira');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('11912345678');
  await page.getByLabel('Senha', { exact: true }).fill('fraca');
  // The strength checklist follows the typing.
  await expect(page.getByText('Muito fraca')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await expect(page.getByText('Forte')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill(password);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // A protected page without a session goes to /signin, and comes back there after signing in.
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeVisible();
  await expectAccessible(page);

  const code = codeIn(await latestMail(email, since));
  const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  await page.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(wrong);
  await expect(page.getByText('Código inválido ou expirado')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await expectAccessible(page);

  // The refused code emptied the boxes: the right one submits itself.
  await page.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendário', level: 1 })).toBeVisible();
  await expect(page.getByText('Paula Ferreira')).toBeVisible();
  await expectAccessible(page);

  // Logout ends the session: /signin, and the console is closed again.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  // Logout loads /signin afresh: wait for it before checking it.
  await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/posts');
  await expect(page).toHaveURL(/\/signin$/);

  // Signing in again right away is allowed (the last code was used) and returns to /posts.
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/posts$/);
});

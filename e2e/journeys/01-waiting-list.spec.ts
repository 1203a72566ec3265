import { expect, expectAccessible, test } from '../fixtures';

test('waiting list from the landing page: position shown, the same e-mail again thanks without position', async ({
  page,
}) => {
  const email = `espera-${Date.now()}@exemplo.com.br`;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Entrar na lista de espera' }).first().click();

  await expect(page).toHaveURL(/\/waiting$/);
  await expect(page.getByRole('heading', { name: 'Lista de espera' })).toBeVisible();
  await expectAccessible(page);

  // Nothing is sent with an invalid form: the fields say what is wrong.
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de espera' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nome').fill('Marina Souza');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Como você conheceu o Postify?').fill('Indicação de uma amiga');
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();

  await expect(page.getByRole('heading', { name: 'Obrigado por entrar na lista de espera!' })).toBeVisible();
  await expect(page.getByText(/Você é o número #\d+ da lista\./)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The same e-mail again: thanks, but no position.
  await page.goto('/waiting');
  await page.getByLabel('Nome').fill('Marina Souza');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Como você conheceu o Postify?').fill('De novo');
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(page.getByRole('heading', { name: 'Obrigado por entrar na lista de espera!' })).toBeVisible();
  await expect(
    page.getByText('Avisaremos você por e-mail assim que a plataforma estiver disponível.'),
  ).toBeVisible();
  await expect(page.getByText(/Você é o número/)).toHaveCount(0);
  await expectAccessible(page);
});

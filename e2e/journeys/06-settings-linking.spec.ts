import { linkInstagram } from '../console';
import { appUrl, expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

test('settings: a tampered OAuth state links nothing; the sandbox Instagram account links and shows Ativo', async ({
  page,
}) => {
  await signIn(page, await registerAccount('Lucas Prado'));
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Conectar Instagram' })).toBeVisible();
  await expectAccessible(page);

  // The network's answer sends the browser back to /settings with its state changed on the way.
  await page.route('**/sandbox/oauth/**', async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    const location = answer.headers().location;
    if (!location?.includes('state=')) return route.fulfill({ response: answer });
    const back = new URL(location, appUrl);
    back.searchParams.set('state', `${back.searchParams.get('state')}-adulterado`);
    return route.fulfill({ response: answer, headers: { ...answer.headers(), location: back.href } });
  });
  await page.getByRole('button', { name: 'Conectar Instagram' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Autorizar' })).toBeVisible();
  await page.getByRole('button', { name: 'Autorizar' }).click();

  await expect(page).toHaveURL(/\/settings/);
  await expect(
    page.getByText('O retorno da autorização é inválido ou expirou. Tente conectar novamente.'),
  ).toBeVisible();
  await expect(page.getByText('Ativo')).toHaveCount(0);
  await expectAccessible(page);

  // A fresh attempt goes through: the account shows as active.
  await page.unrouteAll();
  await linkInstagram(page);
  await page.reload();
  await expect(page.getByText('Ativo')).toHaveCount(1);
});

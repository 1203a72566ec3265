import type { Page } from '@playwright/test';
import { asSignedInUser, linkAccount, mainMenu, tinyPng } from '../console';
import { appUrl, expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const progress = (page: Page) => page.getByRole('progressbar', { name: /^Progresso/ });

// A new account, so the onboarding starts at 0/4 (the demo account is left to the journeys that only read it:
// its sign-in codes can only be asked for every 30 seconds).
test('dashboard: onboarding follows the steps done, metrics of the sandbox Instagram account, latest posts, referral link copied', async ({
  page,
}) => {
  await signIn(page, await registerAccount('Painel Novo'));
  await expect(page).toHaveURL(/\/dashboard$/);

  // Nothing connected, no posts, no step done.
  await expect(page.getByText('Nenhuma conta conectada')).toBeVisible();
  await expect(page.getByText('Nenhum post ainda')).toBeVisible();
  await expect(page.getByText('Crie seu primeiro post para começar')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('0/4').first()).toBeVisible();
  await expectAccessible(page);

  // The first step's 'COMEÇAR' leads to /settings: the user links sandbox Instagram and Facebook accounts.
  await page
    .getByRole('button', { name: /Conecte suas redes/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: 'COMEÇAR' })
    .or(page.getByRole('link', { name: 'COMEÇAR' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await expectAccessible(page);
  await linkAccount(page, 'Instagram');
  await linkAccount(page, 'Facebook');

  await mainMenu(page).getByRole('link', { name: 'Painel' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByText('1/4').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: /(✓ Conecte suas redes|Conecte suas redes · Concluído)/ }).first(),
  ).toBeVisible();

  // Only Instagram has metrics: the Facebook account cannot be chosen.
  const instagram = page.getByRole('checkbox', { name: /\(Instagram\)/ });
  await expect(instagram).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: /\(Facebook\)/ })).toBeDisabled();
  await expect(page.getByText('Não disponível').first()).toBeVisible();
  // The first Instagram account is chosen on the first visit: its metrics load without a click.
  await expect(instagram).toBeChecked();
  const metrics = page.getByRole('article', { name: /^Métricas de / });
  await expect(metrics).toBeVisible();
  for (const label of ['Seguidores', 'Seguindo', 'Publicações'])
    await expect(metrics.getByText(label)).toBeVisible();
  // Counts are abbreviated from 1,000 on (1,2K): digits, maybe a decimal comma, maybe K or M.
  await expect(metrics.getByText(/^\d+(,\d)?[KM]?$/).first()).toBeVisible();
  await expectAccessible(page);
  // By keyboard, as the checkbox's input is visually hidden behind its styled box.
  await instagram.focus();
  await page.keyboard.press('Space');
  await expect(instagram).not.toBeChecked();
  await expect(metrics).toHaveCount(0);

  // The other three steps, done through the API as the same user: a scheduled post and an invitation.
  const call = await asSignedInUser(page);
  const platforms = await call<{ name: string; socialMediaAccounts: { id: string }[] }[]>(
    'GET',
    '/platforms/user',
  );
  const form = new FormData();
  form.set('caption', 'Primeiro post agendado do painel');
  form.set('isActive', 'true');
  form.set('scheduleRequestDtos[0].schedule', new Date(Date.now() + 7 * 86_400_000).toISOString());
  form.set('scheduleRequestDtos[0].isActive', 'true');
  form.set(
    'scheduleRequestDtos[0].socialMediaAccountIds[0]',
    platforms.find((p) => p.name === 'Instagram')?.socialMediaAccounts[0]?.id ?? '',
  );
  form.set('media', new Blob([tinyPng], { type: 'image/png' }), 'primeiro.png');
  await call('POST', '/templates/scheduled', form);
  const { projects } = await call<{ projects: { id: string; isDefault: boolean }[] }>('GET', '/projects');
  const projectId = projects.find((p) => p.isDefault)?.id ?? projects[0]?.id;
  await call('POST', `/projects/${projectId}/invites`, {
    email: `amiga-${Date.now()}@exemplo.com.br`,
    role: 'EDITOR',
  });

  // Onboarding complete: the referral panel takes its place; the latest posts show the new post.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Indique e ganhe' })).toBeVisible();
  await expect(progress(page)).toHaveCount(0);
  const latest = page.getByRole('list', { name: /^Últimos posts/ });
  await expect(latest.getByText('Primeiro post agendado do painel')).toBeVisible();
  await expect(page.getByText('Nenhum post ainda')).toHaveCount(0);
  await expect(page.getByText(/Convide \d+ amigos e ganhe um cupom de \d+% de desconto\./)).toBeVisible();
  await expect(page.getByText(/^Indicações: 0/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${appUrl.replace(/[.]/g, '\\.')}/signup\\?ref=[\\w-]+$`));
  // The confirmation lasts two seconds, then the button reads 'Copiar link' again.
  await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible({ timeout: 5000 });

  await page.getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(/\/posts$/);
});

import type { Locator, Page } from '@playwright/test';
import { linkAccount, mainMenu, tinyPng } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

/** Flips a react-aria switch or checkbox from the keyboard (its input is visually hidden). */
async function toggle(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Space');
}

test("TikTok options: the composer reads the creator's settings, refuses to post until privacy and the music confirmation are chosen, then sends them and the scheduler publishes", async ({
  page,
}) => {
  await signIn(page, await registerAccount('Criadora TikTok'));
  await linkAccount(page, 'TikTok');

  await page.goto('/posts/create');
  const composer = page.getByRole('region', { name: 'Novo Template' });
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  await (await chooser).setFiles([{ name: 'vitrine.png', mimeType: 'image/png', buffer: tinyPng }]);
  await composer.getByRole('textbox', { name: 'Legenda' }).fill('Nova coleção no TikTok');

  // 'Postar agora' on the TikTok account: the TikTok options appear with the creator read from TikTok.
  await toggle(page, composer.getByRole('switch', { name: 'Postar agora' }));
  await toggle(page, composer.getByRole('group', { name: 'TikTok' }).getByRole('checkbox').first());
  const tiktok = composer.getByRole('region', { name: 'Opções do TikTok' });
  await expect(tiktok.getByText(/^Publicando como Conta Sandbox /)).toBeVisible();
  const privacy = tiktok.getByRole('button', { name: /Escolha uma opção/ });
  await expect(privacy).toBeVisible();
  await expect(tiktok.getByRole('checkbox', { name: 'Comentem' })).not.toBeChecked();
  await expectAccessible(page);

  // Nothing chosen: saving says what TikTok needs, and nothing reaches the API.
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/templates/scheduled') && request.method() === 'POST') posted += 1;
  });
  await composer.getByRole('button', { name: 'Postar Agora', exact: true }).click();
  await expect(tiktok.getByText('Escolha quem pode ver este post no TikTok.').first()).toBeVisible();
  await expect(
    tiktok.getByText('Confirme que concorda com a Confirmação de Uso de Música do TikTok.'),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Salvar template' })).toHaveCount(0);
  await expect(privacy).toBeFocused();
  expect(posted).toBe(0);
  await expectAccessible(page);

  // The commercial content disclosure asks which kind; 'Sua marca' labels the post as promotional content.
  await toggle(page, tiktok.getByRole('switch', { name: 'Divulgar conteúdo comercial' }));
  await expect(
    tiktok.getByText('Indique se o post promove a sua marca, conteúdo de marca ou ambos', { exact: false }),
  ).toBeVisible();
  await toggle(page, tiktok.getByRole('checkbox', { name: 'Sua marca' }));
  await expect(tiktok.getByText('O post será identificado como “Conteúdo promocional”.')).toBeVisible();

  // 'Somente eu' (every creator offers it), then the consent to TikTok's Music Usage Confirmation.
  await privacy.click();
  await page.getByRole('option', { name: 'Somente eu' }).click();
  await expect(tiktok.getByRole('checkbox', { name: 'Conteúdo de marca' })).toBeDisabled();
  await toggle(
    page,
    tiktok.getByRole('checkbox', {
      name: 'Ao publicar, concordo com a Confirmação de Uso de Música do TikTok.',
    }),
  );
  await expect(tiktok.getByRole('listitem').filter({ hasText: 'Escolha quem pode ver' })).toHaveCount(0);
  await expectAccessible(page);

  const created = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/api/v1/templates/scheduled') &&
      answer.request().method() === 'POST' &&
      answer.status() !== 401,
  );
  await composer.getByRole('button', { name: 'Postar Agora', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Salvar template' });
  await confirm.getByRole('button', { name: 'Postar Agora', exact: true }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const post = ((await answer.json()) as { data: { id: number; tiktokOptions: unknown } }).data;
  expect(post.tiktokOptions).toEqual({
    privacyLevel: 'SELF_ONLY',
    allowComment: false,
    allowDuet: false,
    allowStitch: false,
    commercialContent: true,
    yourBrand: true,
    brandedContent: false,
    musicUsageConfirmed: true,
  });

  // The scheduler publishes it to the sandbox TikTok with those options.
  await mainMenu(page).getByRole('link', { name: 'Posts' }).click();
  const card = page.getByRole('article', { name: `#${post.id}` });
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(card.getByText('Postado', { exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
});

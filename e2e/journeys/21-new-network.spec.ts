import { mainMenu, tinyPng } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

test('a newer network: Settings lists the eight networks, a sandbox Bluesky account links, a post previews as on Bluesky and is published to it', async ({
  page,
}) => {
  // Linking, composing and publishing in one journey, with axe at each step: more than the default minute.
  test.slow();
  await signIn(page, await registerAccount('Conta Bluesky'));
  await page.goto('/settings');
  // The settings screen loads lazily; on a loaded machine its first paint takes a while.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Conectar Instagram' })).toBeVisible({ timeout: 30_000 });
  // Every network links: none is 'Em breve' any more, each with its mark.
  for (const name of [
    'Instagram',
    'Facebook',
    'TikTok',
    'LinkedIn',
    'Threads',
    'YouTube',
    'Twitter/X',
    'Bluesky',
  ])
    await expect(page.getByRole('button', { name: `Conectar ${name}` })).toBeEnabled();
  await expect(page.getByText('Em breve')).toHaveCount(0);
  await expectAccessible(page);

  // The sandbox's Bluesky page asks for what the AT Protocol grant would (PKCE included), then returns.
  await page.getByRole('button', { name: 'Conectar Bluesky' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Publicar posts no seu perfil')).toBeVisible();
  await expect(page).toHaveURL(/\/sandbox\/oauth\/bluesky\/authorize\?.*code_challenge_method=S256/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page).toHaveURL(/\/settings/);
  // The code exchange runs while 'Conectando sua conta...' shows.
  await expect(page.getByText('Conta conectada com sucesso!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Ativo')).toHaveCount(1);
  await expectAccessible(page);

  // A post with an image and a caption: its Bluesky tab shows the account's handle and the image.
  await page.goto('/posts/create');
  const composer = page.getByRole('region', { name: 'Novo Template' });
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  await (await chooser).setFiles([{ name: 'vitrine.png', mimeType: 'image/png', buffer: tinyPng }]);
  await expect(composer.getByRole('button', { name: 'Remover vitrine.png' })).toBeVisible();
  const caption = 'Chegou a coleção de verão no Bluesky! 🦋';
  await composer.getByRole('textbox', { name: 'Legenda' }).fill(caption);
  await composer.getByRole('tab', { name: 'Visualizar' }).click();
  const networks = composer.getByRole('tablist', { name: 'Pré-visualização por rede' });
  await networks.getByRole('tab', { name: 'Bluesky' }).click();
  const preview = composer.getByRole('tabpanel', { name: 'Bluesky' });
  await expect(preview.getByText(/^@.+/)).toBeVisible();
  await expect(preview.getByText(caption)).toBeVisible();
  await expect(preview.getByText('143 curtidas')).toBeVisible();
  await expect(preview.getByText('Tudo certo para publicar nesta rede.')).toBeVisible();
  await expectAccessible(page);

  // Over 300 graphemes the Bluesky tab says so (the family emoji is one grapheme of several code points).
  await composer.getByRole('tab', { name: 'Editar' }).click();
  await composer.getByRole('textbox', { name: 'Legenda' }).fill('👨‍👩‍👧'.repeat(301));
  await composer.getByRole('tab', { name: 'Visualizar' }).click();
  await networks.getByRole('tab', { name: 'Bluesky' }).click();
  await expect(preview.getByText('A legenda tem 301 caracteres; o Bluesky aceita até 300.')).toBeVisible();
  await composer.getByRole('tab', { name: 'Editar' }).click();
  await composer.getByRole('textbox', { name: 'Legenda' }).fill(caption);

  // Published at once on the Bluesky account; the sandbox network takes it and the card says 'Postado'.
  await composer.getByRole('switch', { name: 'Postar agora' }).focus();
  await page.keyboard.press('Space');
  await composer.getByRole('group', { name: 'Bluesky' }).getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await expectAccessible(page);
  await composer.getByRole('button', { name: 'Postar Agora', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Salvar template' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Postar Agora', exact: true }).click();
  await expect(page.getByText('Post enviado para publicação!', { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  await mainMenu(page).getByRole('link', { name: 'Posts' }).click();
  const card = page.getByRole('article').filter({ hasText: caption }).first();
  await expect(card.getByRole('listitem').filter({ hasText: 'Bluesky @' })).toHaveCount(1);
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(card.getByText('Postado', { exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
});

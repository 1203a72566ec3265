import type { Locator, Page } from '@playwright/test';
import { linkAccount, mainMenu, tinyPng } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

/** Flips a react-aria switch or checkbox from the keyboard (its input is visually hidden). */
async function toggle(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Space');
}

test('per-network versions: Instagram and Facebook get their own caption, Instagram its media order and a first comment; both are published and the card shows it', async ({
  page,
}) => {
  // Two links, a post published on both and a card read back: more than the default minute on a busy runner.
  test.slow();
  await signIn(page, await registerAccount('Versionista'));
  await linkAccount(page, 'Instagram');
  await linkAccount(page, 'Facebook');

  await page.goto('/posts/create');
  const composer = page.getByRole('region', { name: 'Novo Template' });
  await expect(composer).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  await (await chooser).setFiles([
    { name: 'vestido-azul.png', mimeType: 'image/png', buffer: tinyPng },
    { name: 'vestido-verde.png', mimeType: 'image/png', buffer: tinyPng },
  ]);
  await composer.getByRole('textbox', { name: 'Legenda' }).fill('Coleção de verão chegou!');

  // 'Postar agora' on both accounts: 'Personalizar por rede' appears with a tab per network.
  await toggle(page, composer.getByRole('switch', { name: 'Postar agora' }));
  for (const network of ['Instagram', 'Facebook'])
    await toggle(page, composer.getByRole('group', { name: network }).getByRole('checkbox').first());
  const versions = composer.getByRole('region', { name: 'Personalizar por rede' });
  await toggle(page, versions.getByRole('switch', { name: 'Personalizar por rede' }));
  const tabs = versions.getByRole('tablist', { name: 'Versões por rede' });
  await expect(tabs.getByRole('tab')).toHaveText(['Instagram', 'Facebook']);

  // Instagram: its own caption, the green dress first, and a first comment.
  const igCaption = versions.getByRole('textbox', { name: 'Legenda no Instagram' });
  await expect(igCaption).toHaveValue('Coleção de verão chegou!');
  await igCaption.fill('Coleção de verão chegou! ☀️ Link na bio.');
  await versions.getByRole('button', { name: 'Mover vestido-verde.png para antes' }).click();
  await versions.getByRole('textbox', { name: 'Primeiro comentário' }).fill('#verao #moda #vestidos');
  await expectAccessible(page);

  // Facebook: a caption written, then 'Voltar ao texto original' brings the shared one back.
  await tabs.getByRole('tab', { name: 'Facebook' }).click();
  const fbCaption = versions.getByRole('textbox', { name: 'Legenda no Facebook' });
  await fbCaption.fill('Rascunho que não vai');
  await versions.getByRole('button', { name: 'Voltar ao texto original' }).click();
  await expect(fbCaption).toHaveValue('Coleção de verão chegou!');
  await fbCaption.fill('Coleção de verão chegou! Confira na loja.');

  // The Instagram preview shows Instagram's own caption.
  await composer.getByRole('tab', { name: 'Visualizar' }).click();
  await composer
    .getByRole('tablist', { name: 'Pré-visualização por rede' })
    .getByRole('tab', { name: 'Instagram' })
    .click();
  await expect(composer.getByText('Coleção de verão chegou! ☀️ Link na bio.').first()).toBeVisible();

  // Access tokens live 8 s here: a 401 is the client renewing its session and sending the post again.
  const created = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/api/v1/templates/scheduled') &&
      answer.request().method() === 'POST' &&
      answer.status() !== 401,
  );
  await composer.getByRole('button', { name: 'Postar Agora', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Salvar template' })
    .getByRole('button', { name: 'Postar Agora' })
    .click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const post = (
    (await answer.json()) as {
      data: {
        id: number;
        versions: {
          network: string;
          caption: string;
          mediaOrder: number[] | null;
          firstComment: string | null;
        }[];
      };
    }
  ).data;
  expect(post.versions).toEqual([
    {
      network: 'instagram',
      caption: 'Coleção de verão chegou! ☀️ Link na bio.',
      mediaOrder: [1, 0],
      firstComment: '#verao #moda #vestidos',
    },
    {
      network: 'facebook',
      caption: 'Coleção de verão chegou! Confira na loja.',
      mediaOrder: null,
      firstComment: null,
    },
  ]);

  // The scheduler publishes both at once, Instagram's first comment with it: no comment failure on the card.
  await mainMenu(page).getByRole('link', { name: 'Posts' }).click();
  const card = page.getByRole('article', { name: `#${post.id}` });
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(card.getByRole('listitem').filter({ hasText: 'Postado' })).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByText('Post publicado, mas o primeiro comentário não.')).toHaveCount(0);
  await expectAccessible(page);
});

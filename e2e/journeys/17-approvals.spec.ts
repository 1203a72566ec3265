import type { Locator, Page } from '@playwright/test';
import { asSignedInUser, linkAccount, mainMenu, tinyPng } from '../console';
import { expect, expectAccessible, latestMail, registerAccount, signIn, test } from '../fixtures';

/** Flips a react-aria switch or checkbox from the keyboard (its input is visually hidden). */
async function toggle(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Space');
}

/** Tomorrow in the project's time zone, as the date field takes it (DDMMYYYY): always in the future at 10:00. */
function tomorrowTyped(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(Date.now() + 86_400_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}${parts.month}${parts.year}`;
}

/** Adds one image through the composer's file picker (Instagram publishes nothing without media). */
async function addImage(page: Page, composer: Locator, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  await (await chooser).setFiles([{ name, mimeType: 'image/png', buffer: tinyPng }]);
}

/** Waits for the composer's create call past the short-lived token's renewal (a 401 first), answers its post. */
async function sendForReview(page: Page, composer: Locator): Promise<number> {
  const created = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/api/v1/templates/scheduled') &&
      answer.request().method() === 'POST' &&
      answer.status() !== 401,
  );
  await composer.getByRole('button', { name: 'Enviar para revisão', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Salvar template' })
    .getByRole('button', { name: 'Enviar para revisão' })
    .click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  await expect(page.getByText('Post enviado para revisão!').first()).toBeVisible();
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

test("approvals: an EDITOR's posts wait for review; a client approves one and asks for changes on the other through a review link; the author is e-mailed; a revoked link says so", async ({
  page,
  browser,
}) => {
  // Three people, two accounts linked, two posts, a review page and nine axe checks: 2.6–3.1 min on two
  // shared cores, so the journey gets three times the two minutes of the others.
  test.slow();
  const owner = await registerAccount('Ana Agencia');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard/);
  await linkAccount(page, 'Instagram');
  await linkAccount(page, 'Facebook');

  // The owner turns on 'Exigir aprovação' in Settings.
  const requires = page.getByRole('switch', { name: 'Exigir aprovação' });
  await expect(requires).toBeEnabled();
  await toggle(page, requires);
  await expect(requires).toBeChecked();
  await expect(page.getByRole('link', { name: 'Abrir fila de revisão' })).toBeVisible();
  await expectAccessible(page);

  // She invites an editor, who signs up in her own browser and opens the shared project.
  const editor = { email: `editora-${Date.now()}@exemplo.com.br`, password: 'Editora@2026' };
  await page.getByRole('button', { name: 'Ações do projeto' }).click();
  await page.getByRole('menuitem', { name: 'Convidar membros' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar membros' });
  await invite.getByLabel('E-mail').fill(editor.email);
  await expect(invite.getByRole('button', { name: /Função/ })).toContainText('Editor');
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${editor.email}`)).toBeVisible();

  const editorContext = await browser.newContext();
  const desk = await editorContext.newPage();
  await desk.goto('/signup');
  await desk.getByLabel('Nome completo').fill('Carla Editora');
  await desk.getByLabel('E-mail').fill(editor.email);
  await desk.getByLabel('Telefone').fill('11955554444');
  await desk.getByLabel('Senha', { exact: true }).fill(editor.password);
  await desk.getByLabel('Confirmar senha').fill(editor.password);
  await desk.getByRole('button', { name: 'Criar conta' }).click();
  await expect(desk).toHaveURL(/\/signin$/);
  await signIn(desk, editor);
  const switcher = desk.getByRole('button', { name: /Projeto atual$/ });
  await switcher.click();
  await desk.getByRole('option').filter({ hasText: 'Editor' }).click();
  await expect(switcher).toContainText('Meu Projeto');
  // Both projects are 'Meu Projeto': her role says the switch is made before the page is left.
  await expect(switcher).toContainText('Editor');

  // Composing, she is told before sending that the post goes to review; it is scheduled for tomorrow 10:00.
  await desk.goto('/posts/create');
  const composer = desk.getByRole('region', { name: 'Novo Template' });
  await expect(
    composer.getByText('Este projeto exige aprovação: seu post vai para Em revisão antes de ser agendado.'),
  ).toBeVisible();
  await addImage(desk, composer, 'bolo.png');
  await composer.getByRole('textbox', { name: 'Legenda' }).fill('Bolo de cenoura de volta amanhã!');
  await toggle(desk, composer.getByRole('switch', { name: 'Agendar template' }));
  const schedule = composer.getByRole('form', { name: 'Novo Agendamento' });
  await schedule.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first().click();
  await desk.keyboard.type(tomorrowTyped());
  await schedule.getByRole('button', { name: /Horário/ }).click();
  await desk.getByRole('option', { name: '10:00', exact: true }).click();
  await toggle(desk, schedule.getByRole('group', { name: 'Instagram' }).getByRole('checkbox').first());
  await schedule.getByRole('button', { name: 'Adicionar Agendamento' }).click();
  await expect(composer.getByText('Agendamentos (1)')).toBeVisible();
  await expectAccessible(desk);
  const approvedId = await sendForReview(desk, composer);

  // A second post for both networks, with Instagram's own caption ('Personalizar por rede').
  const next = desk.getByRole('region', { name: 'Novo Template' });
  await addImage(desk, next, 'pao-de-queijo.png');
  await next.getByRole('textbox', { name: 'Legenda' }).fill('Promoção de pão de queijo nesta sexta.');
  await toggle(desk, next.getByRole('switch', { name: 'Postar agora' }));
  for (const network of ['Instagram', 'Facebook'])
    await toggle(desk, next.getByRole('group', { name: network }).getByRole('checkbox').first());
  const versions = next.getByRole('region', { name: 'Personalizar por rede' });
  await toggle(desk, versions.getByRole('switch', { name: 'Personalizar por rede' }));
  await versions
    .getByRole('textbox', { name: 'Legenda no Instagram' })
    .fill('Sexta tem pão de queijo em dobro no Instagram!');
  const changedId = await sendForReview(desk, next);

  // Neither is scheduled: both wait in 'Em revisão' (the owner's default project is the shared one).
  // Access tokens live 8 s here: each check renews the owner's session first, as another tab would.
  const overallStatus = async (id: number) =>
    (await (await asSignedInUser(page))<{ overallStatus: string }>('GET', `/posts/${id}`)).overallStatus;
  expect([await overallStatus(approvedId), await overallStatus(changedId)]).toEqual([
    'IN_REVIEW',
    'IN_REVIEW',
  ]);

  // The owner shares both with her client through a review link, and copies it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/posts/review');
  await expect(page.getByRole('heading', { name: 'Fila de revisão', level: 1 })).toBeVisible();
  for (const id of [approvedId, changedId]) {
    await expect(page.getByRole('listitem', { name: `Post #${id}` })).toContainText('Em revisão');
    await toggle(page, page.getByRole('checkbox', { name: `Incluir o post #${id} no link` }));
  }
  await page.getByRole('textbox', { name: 'Nome do cliente' }).fill('Maria Cliente');
  await page.getByRole('button', { name: 'Gerar link de revisão' }).click();
  const linkField = page.getByRole('textbox', { name: 'Link de revisão' });
  await expect(linkField).toHaveValue(/\/revisao\//);
  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Copiado!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await linkField.inputValue());
  await expectAccessible(page);

  // The client opens it without an account: the previews on each post's own networks, each with its version.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Revisão de posts', level: 1 })).toBeVisible();
  await expect(
    client.getByText('Meu Projeto enviou estes posts para sua aprovação, Maria Cliente.'),
  ).toBeVisible();
  const approvedItem = client.getByRole('listitem', { name: `Post #${approvedId}` });
  const changedItem = client.getByRole('listitem', { name: `Post #${changedId}` });
  const tabsOf = (item: Locator) => item.getByRole('tablist', { name: 'Pré-visualização por rede' });
  await expect(tabsOf(approvedItem).getByRole('tab')).toHaveText(['Instagram']);
  await expect(approvedItem.getByText('Bolo de cenoura de volta amanhã!')).toBeVisible();
  await expect(tabsOf(changedItem).getByRole('tab')).toHaveText(['Facebook', 'Instagram']);
  await expect(changedItem.getByText('Promoção de pão de queijo nesta sexta.')).toBeVisible();
  await tabsOf(changedItem).getByRole('tab', { name: 'Instagram' }).click();
  await expect(changedItem.getByText('Sexta tem pão de queijo em dobro no Instagram!')).toBeVisible();
  await expectAccessible(client);

  // She approves the first…
  const approvedAt = new Date(Date.now() - 1000);
  await client.getByRole('button', { name: `Aprovar: Post #${approvedId}` }).click();
  await expect(approvedItem.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(approvedItem.getByText('Maria Cliente (cliente) aprovou')).toBeVisible();
  const approvedMail = await latestMail(editor.email, approvedAt);
  expect(approvedMail.subject).toBe('Post aprovado no projeto Meu Projeto');
  expect(approvedMail.text).toContain(
    'Maria Cliente (cliente) aprovou seu post "Bolo de cenoura de volta amanhã!"',
  );

  // …and asks for changes on the second, which needs a comment.
  const changesAt = new Date(Date.now() - 1000);
  await client.getByRole('button', { name: `Solicitar alterações: Post #${changedId}` }).click();
  const changes = client.getByRole('form', { name: `Solicitar alterações: Post #${changedId}` });
  await changes.getByRole('button', { name: 'Enviar' }).click();
  await expect(changes.getByText('Diga o que precisa mudar')).toBeVisible();
  await changes
    .getByRole('textbox', { name: /Comentário/ })
    .fill('Troque a foto pela da vitrine, por favor.');
  await expectAccessible(client);
  await changes.getByRole('button', { name: 'Enviar' }).click();
  await expect(changedItem.getByText('Alterações solicitadas', { exact: true })).toBeVisible();
  await expect(changedItem.getByText('Troque a foto pela da vitrine, por favor.')).toBeVisible();
  await expectAccessible(client);

  // The author is e-mailed each decision, with the client's comment.
  const changesMail = await latestMail(editor.email, changesAt);
  expect(changesMail.subject).toBe('Alterações solicitadas no projeto Meu Projeto');
  expect(changesMail.text).toContain('Maria Cliente (cliente) solicitou alterações no seu post');
  expect(changesMail.text).toContain('Comentário: Troque a foto pela da vitrine, por favor.');

  // Back in the console: the cards show the decisions with who and when, and the history.
  await mainMenu(page).getByRole('link', { name: 'Posts' }).click();
  const approvedCard = page.getByRole('article', { name: `#${approvedId}` });
  const changedCard = page.getByRole('article', { name: `#${changedId}` });
  await expect(approvedCard.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(approvedCard.getByText('Agendado', { exact: true }).first()).toBeVisible();
  await approvedCard.getByRole('button', { name: 'Histórico' }).click();
  const approvedHistory = approvedCard.getByRole('list', { name: `Histórico do post #${approvedId}` });
  await expect(approvedHistory.getByRole('listitem')).toHaveText([
    /^Carla Editora criou o post\d{2}\/\d{2}\/\d{4}/,
    /^Carla Editora enviou para revisão/,
    /^Maria Cliente \(cliente\) aprovou\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  ]);
  await expect(changedCard.getByText('Alterações solicitadas', { exact: true })).toBeVisible();
  const changedHistory = changedCard.getByRole('list', { name: `Histórico do post #${changedId}` });
  await expect(changedHistory.getByRole('listitem').last()).toContainText(
    'Maria Cliente (cliente) solicitou alterações',
  );
  await expect(changedHistory.getByRole('listitem').last()).toContainText(
    'Troque a foto pela da vitrine, por favor.',
  );
  await expectAccessible(page);

  // The approved post is scheduled; the other still waits for the editor's changes.
  expect([await overallStatus(approvedId), await overallStatus(changedId)]).toEqual([
    'SCHEDULED',
    'IN_REVIEW',
  ]);

  // The owner revokes the link: the client's page says so in pt-BR and shows no post.
  await page.goto('/posts/review');
  await page.getByRole('button', { name: 'Revogar o link de Maria Cliente' }).click();
  const revoke = page.getByRole('alertdialog', { name: 'Revogar link de revisão' });
  await revoke.getByRole('button', { name: 'Revogar' }).click();
  await expect(revoke).toHaveCount(0);
  await expect(page.getByText('Revogado', { exact: true })).toBeVisible();
  await client.reload();
  await expect(
    client.getByText('Este link de revisão foi revogado. Peça um novo link a quem o enviou.'),
  ).toBeVisible();
  await expect(client.getByRole('listitem', { name: `Post #${approvedId}` })).toHaveCount(0);
  await expectAccessible(client);
  await clientContext.close();
  await editorContext.close();
});

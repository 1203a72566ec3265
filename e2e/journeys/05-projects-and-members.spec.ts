import { asSignedInUser } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

const switcher = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /Projeto atual$/ });

async function chooseProject(page: import('@playwright/test').Page, name: string) {
  await switcher(page).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(switcher(page)).toContainText(name);
}

async function projectAction(page: import('@playwright/test').Page, action: string) {
  await page.getByRole('button', { name: 'Ações do projeto' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('projects: create, switch, set default, invite a member who signs up as EDITOR and cannot delete, change her role, remove her', async ({
  page,
  browser,
}) => {
  const owner = await registerAccount('Beatriz Dono');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard/);

  // Create: a project is already selected ('Meu Projeto'), so the new one only joins the list.
  await page.getByRole('button', { name: 'Criar Novo Projeto' }).click();
  const create = page.getByRole('dialog', { name: 'Criar Novo Projeto' });
  await create.getByLabel('Nome do projeto').fill('Campanha Verao');
  await create.getByLabel('Descrição').fill('Posts da campanha de verão da loja');
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Criar Projeto' }).click();
  await expect(page.getByText('Projeto criado com sucesso!')).toBeVisible();
  await expect(switcher(page)).toContainText('Meu Projeto');
  await chooseProject(page, 'Campanha Verao');

  // Edit: the dialog starts from the project's name and description; the switcher shows the new name.
  await projectAction(page, 'Editar projeto');
  const edit = page.getByRole('dialog', { name: 'Editar projeto' });
  await expect(edit.getByLabel('Nome do projeto')).toHaveValue('Campanha Verao');
  await expect(edit.getByLabel('Descrição')).toHaveValue('Posts da campanha de verão da loja');
  await edit.getByLabel('Nome do projeto').fill('Campanha Verao 2027');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Projeto atualizado com sucesso!')).toBeVisible();
  await expect(switcher(page)).toContainText('Campanha Verao 2027');

  // Switch back and forth; then make the new one the default.
  await chooseProject(page, 'Meu Projeto');
  await expect(switcher(page)).toContainText('Padrão');
  await chooseProject(page, 'Campanha Verao');
  await projectAction(page, 'Definir como padrão');
  await expect(switcher(page)).toContainText('Padrão');
  await switcher(page).click();
  await expect(page.getByRole('option', { name: /^Meu Projeto/ })).not.toContainText('Padrão');
  await page.keyboard.press('Escape');

  // Invite someone who has no account yet, as EDITOR.
  const invitee = { email: `convidada-${Date.now()}@exemplo.com.br`, password: 'Convite@2026' };
  await projectAction(page, 'Convidar membros');
  const inviteDialog = page.getByRole('dialog', { name: 'Convidar membros' });
  await inviteDialog.getByLabel('E-mail').fill(invitee.email);
  await expect(inviteDialog.getByRole('button', { name: /Função/ })).toContainText('Editor');
  await expectAccessible(page);
  await inviteDialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${invitee.email}`)).toBeVisible();

  await projectAction(page, 'Gerenciar membros');
  const members = page.getByRole('dialog', { name: 'Membros de Campanha Verao' });
  await expect(members.getByRole('list', { name: 'Convites pendentes' })).toContainText(invitee.email);
  await expect(members.getByRole('list', { name: 'Membros' })).toContainText('Proprietário');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The invited person signs up and finds the project with the invited role.
  const other = await browser.newContext();
  const guest = await other.newPage();
  await guest.goto('/signup');
  await guest.getByLabel('Nome completo').fill('Carla Convidada');
  await guest.getByLabel('E-mail').fill(invitee.email);
  await guest.getByLabel('Telefone').fill('11955554444');
  await guest.getByLabel('Senha', { exact: true }).fill(invitee.password);
  await guest.getByLabel('Confirmar senha').fill(invitee.password);
  await guest.getByRole('button', { name: 'Criar conta' }).click();
  await expect(guest).toHaveURL(/\/signin$/);
  await signIn(guest, invitee);
  await switcher(guest).click();
  const shared = guest.getByRole('option', { name: /^Campanha Verao/ });
  await expect(shared).toContainText('Editor');
  await shared.click();
  await expect(switcher(guest)).toContainText('Campanha Verao');
  await expectAccessible(guest);

  // An EDITOR is offered no deletion, and the API refuses it anyway.
  await guest.getByRole('button', { name: 'Ações do projeto' }).click();
  await expect(guest.getByRole('menuitem', { name: 'Definir como padrão' })).toBeVisible();
  await expect(guest.getByRole('menuitem', { name: 'Excluir projeto' })).toHaveCount(0);
  await guest.keyboard.press('Escape');
  const projects = await (await asSignedInUser(guest))<{ projects: { id: string; name: string }[] }>(
    'GET',
    '/projects',
  );
  const id = projects.projects.find((p) => p.name === 'Campanha Verao 2027')?.id;
  await expect((await asSignedInUser(guest))('DELETE', `/projects/${id}`)).rejects.toThrow(/403|404/);

  // The owner now sees the member, with the role given.
  await page.reload();
  await projectAction(page, 'Gerenciar membros');
  await expect(page.getByRole('list', { name: 'Membros' })).toContainText('Carla Convidada');
  await expect(page.getByRole('list', { name: 'Membros' })).toContainText('Editor');

  // The owner changes her role: the select offers only the roles an owner may give.
  const carlaRole = page.getByRole('button', { name: /Função de Carla Convidada/ });
  await expect(carlaRole).toContainText('Editor');
  await carlaRole.click();
  await expect(page.getByRole('option')).toHaveText(['Administrador', 'Editor', 'Visualizador']);
  await page.getByRole('option', { name: 'Administrador' }).click();
  await expect(page.getByText('Função de Carla Convidada alterada para Administrador')).toBeVisible();
  await expect(carlaRole).toContainText('Administrador');

  // Removing her asks first, in a destructive confirmation.
  await page.getByRole('button', { name: 'Remover Carla Convidada' }).click();
  const confirmRemoval = page.getByRole('alertdialog', { name: 'Remover membro' });
  await expect(confirmRemoval).toContainText('Carla Convidada');
  await expectAccessible(page);
  await confirmRemoval.getByRole('button', { name: 'Remover membro' }).click();
  await expect(confirmRemoval).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Membros' })).not.toContainText('Carla Convidada');
  await other.close();
});

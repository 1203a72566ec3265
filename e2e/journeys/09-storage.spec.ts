import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { mainMenu, tinyPng } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

const report = Buffer.from('Relatório de novembro\nAlcance: 12.400\nEngajamento: 4,2%\n', 'utf8');

/** The row of `name` in the storage table. */
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The download a click starts, whether the browser saves it from this page or from the tab it opens. */
function nextDownload(page: Page): Promise<Download> {
  return new Promise((resolve) => {
    page.once('download', resolve);
    page.context().once('page', (tab) => tab.once('download', resolve));
  });
}

async function addDialog(page: Page) {
  await page.getByRole('button', { name: 'Adicionar Arquivo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Arquivo' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('storage: folder, two uploads with progress, rename, download with the same bytes, delete; a password folder', async ({
  page,
}) => {
  await signIn(page, await registerAccount('Arquivos Novos'));
  await mainMenu(page).getByRole('link', { name: 'Armazenamento' }).click();
  await expect(page).toHaveURL(/\/storage/);
  await expect(page.getByRole('grid').or(page.getByRole('table'))).toBeVisible();
  await expect(page.getByText('Crie uma pasta para começar')).toBeVisible();
  await expectAccessible(page);

  // A folder at the root; uploading is only possible inside one.
  let dialog = await addDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Upload de Arquivo' })).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByLabel('Nome da pasta').fill('Campanhas');
  await dialog.getByRole('button', { name: 'Criar Pasta' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Campanhas')).toContainText('Pasta');

  await row(page, 'Campanhas').getByText('Campanhas').click();
  await expect(page).toHaveURL(/folder=/);
  await expect(page.getByText('Esta pasta está vazia')).toBeVisible();

  // Two files through the file picker; each has its progress bar, both reach 'Enviado'.
  dialog = await addDialog(page);
  await dialog.getByRole('tab', { name: 'Upload de Arquivo' }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Selecionar arquivos' }).click();
  await (await chooser).setFiles([
    { name: 'relatorio.txt', mimeType: 'text/plain', buffer: report },
    { name: 'capa.png', mimeType: 'image/png', buffer: tinyPng },
  ]);
  await expect(dialog.getByRole('progressbar', { name: /relatorio\.txt/ })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: /capa\.png/ })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 arquivo(s) enviado(s)');
  for (const name of ['relatorio.txt', 'capa.png']) {
    const bar = dialog.getByRole('progressbar', { name: new RegExp(name.replace('.', '\\.')) });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Enviado');
  }
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'relatorio.txt')).toContainText('Arquivo');
  await expect(row(page, 'capa.png')).toContainText('Arquivo');
  await expectAccessible(page);

  // Rename.
  await page.getByRole('button', { name: 'Renomear relatorio.txt' }).click();
  const rename = page.getByRole('dialog', { name: 'Renomear' });
  await rename.getByLabel('Novo nome').fill('relatorio-novembro.txt');
  await expectAccessible(page);
  await rename.getByRole('button', { name: 'Salvar' }).click();
  await expect(rename).toHaveCount(0);
  await expect(row(page, 'relatorio-novembro.txt')).toBeVisible();
  await expect(row(page, 'relatorio.txt')).toHaveCount(0);

  // Download: the saved file has the new name and exactly the bytes sent.
  const download = nextDownload(page);
  await page.getByRole('button', { name: 'Baixar relatorio-novembro.txt' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('relatorio-novembro.txt');
  const path = await saved.path();
  expect(Buffer.compare(await readFile(path), report)).toBe(0);

  // Delete, after the confirmation.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Excluir capa.png' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir arquivo' });
  await expect(confirm).toContainText('Tem certeza que deseja excluir "capa.png"?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(row(page, 'capa.png')).toHaveCount(0);
  await expect(row(page, 'relatorio-novembro.txt')).toBeVisible();

  // A folder protected by a password: it asks for it, refuses a wrong one and opens with the right one.
  await page
    .getByRole('navigation', { name: 'Navegação estrutural' })
    .getByRole('link', { name: 'Meus Arquivos' })
    .click();
  await expect(page).not.toHaveURL(/folder=/);
  await expect(row(page, 'Campanhas')).toBeVisible();
  dialog = await addDialog(page);
  await dialog.getByLabel('Nome da pasta').fill('Contratos');
  await dialog.getByRole('checkbox', { name: 'Proteger com senha' }).check({ force: true });
  await dialog.getByLabel('Senha da pasta').fill('Cofre@2026');
  await dialog.getByRole('button', { name: 'Criar Pasta' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Contratos')).toContainText('Protegida por senha');

  await row(page, 'Contratos').getByText('Contratos').click();
  const locked = page.getByRole('dialog', { name: 'Pasta protegida' });
  await expect(locked).toContainText('A pasta "Contratos" é protegida. Digite a senha para abrir.');
  await expectAccessible(page);
  await locked.getByLabel('Senha da pasta').fill('senha-errada');
  await locked.getByRole('button', { name: 'Abrir' }).click();
  await expect(locked.getByLabel('Senha da pasta')).toHaveAttribute('aria-invalid', 'true');
  await expect(locked).toContainText(/senha/i);
  await expect(locked).toBeVisible();
  // Behind the prompt the folder is not shown, nor called empty.
  const contents = page.getByRole('grid', { name: 'Conteúdo de Contratos' });
  await expect(contents).toContainText('Protegida por senha');
  await expect(contents).not.toContainText('Esta pasta está vazia');

  await locked.getByLabel('Senha da pasta').fill('Cofre@2026');
  await locked.getByRole('button', { name: 'Abrir' }).click();
  await expect(locked).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Conteúdo de Contratos' })).toContainText(
    'Esta pasta está vazia',
  );
  await expectAccessible(page);
});

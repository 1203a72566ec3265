import { readFile } from 'node:fs/promises';
import { asSignedInUser, linkAccount } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

/** dd/mm/aaaa of the day `days` from now on São Paulo's calendar (the project's time zone). */
function dayFromNow(days: number) {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000)
    .toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
    .split('-');
  return `${day}/${month}/${year}`;
}

test('CSV import: the template, every invalid row shown with its reasons before anything is created, the valid rows imported and listed', async ({
  page,
}) => {
  // Linking, a download, a file check and an import, with axe five times: longer than one page's 60 s.
  test.slow();
  await signIn(page, await registerAccount('Agencia Planilha'));
  await linkAccount(page, 'Facebook');
  const api = await asSignedInUser(page);
  const platforms = await api<{ name: string; socialMediaAccounts: { username: string }[] }[]>(
    'GET',
    '/platforms/user',
  );
  const username = platforms.find((p) => p.name === 'Facebook')?.socialMediaAccounts[0]?.username;
  if (!username) throw new Error('the Facebook account was not linked');

  // From the posts list, 'Importar CSV'.
  await page.goto('/posts');
  await page.getByRole('link', { name: 'Importar CSV' }).click();
  await expect(page).toHaveURL(/\/posts\/import$/);
  const importer = page.getByRole('region', { name: 'Importar CSV' });
  await expect(importer.getByText('Arraste o arquivo CSV para cá ou')).toBeVisible();
  await expectAccessible(page);

  // The template: a pt-BR spreadsheet's separator, UTF-8 with a byte-order mark.
  const download = page.waitForEvent('download');
  await importer.getByRole('button', { name: 'Baixar modelo CSV' }).click();
  const template = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(template.split('\r\n')[0]).toBe('\uFEFFlegenda;data;horario;contas;midias;primeiro_comentario');

  // Two valid rows and three invalid ones.
  const csv = [
    'legenda;data;horario;contas;midias;primeiro_comentario',
    `Café da manhã especial ☕;${dayFromNow(2)};08:30;facebook:@${username};;`,
    `"Promoção; só hoje";${dayFromNow(3)};18:00;@${username};;`,
    `Post atrasado;${dayFromNow(-1)};09:00;@${username};;`,
    `Conta errada;${dayFromNow(2)};10:00;@conta.que.nao.existe;;`,
    `Data errada;31/02/2027;10:00;@${username};;`,
  ].join('\r\n');
  const chooser = page.waitForEvent('filechooser');
  await importer.getByRole('button', { name: 'Escolher arquivo CSV' }).click();
  await (await chooser).setFiles({ name: 'agenda.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(importer.getByText('agenda.csv: 5 linhas')).toBeVisible();
  await expect(importer.getByText('2 posts prontos para importar')).toBeVisible();
  await expect(importer.getByText('3 linhas com problemas não serão importadas')).toBeVisible();
  const table = importer.getByRole('grid', { name: 'Verificação das linhas' });
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(row('Post atrasado')).toContainText('Escolha uma data e um horário no futuro');
  await expect(row('Conta errada')).toContainText(
    'A conta @conta.que.nao.existe não está conectada a este projeto',
  );
  await expect(row('Data errada')).toContainText(
    'Data inválida: “31/02/2027”. Use dd/mm/aaaa, como 25/12/2026',
  );
  await expect(row('Café da manhã especial')).toContainText('Pronto');
  await expect(row('Promoção; só hoje')).toContainText('Pronto');
  await expectAccessible(page);

  // Nothing exists yet; then the valid rows as one import.
  // A fresh call each time, as another tab would: the console renews the session meanwhile.
  expect((await (await asSignedInUser(page))<{ totalItems: number }>('GET', '/posts')).totalItems).toBe(0);
  await importer.getByRole('button', { name: 'Importar 2 posts' }).click();
  await expect(importer.getByText('2 posts importados e agendados.')).toBeVisible();
  await expectAccessible(page);

  // The posts list shows the two new posts, and only them.
  await page.goto('/posts');
  await expect(page.getByText('Café da manhã especial ☕').first()).toBeVisible();
  await expect(page.getByText('Promoção; só hoje').first()).toBeVisible();
  await expect(page.getByText('Post atrasado')).toHaveCount(0);
  const posts = await (await asSignedInUser(page))<{
    totalItems: number;
    content: { overallStatus: string }[];
  }>('GET', '/posts');
  expect(posts.totalItems).toBe(2);
  expect(posts.content.every((post) => post.overallStatus === 'SCHEDULED')).toBe(true);
});

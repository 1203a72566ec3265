import { PostifyApiError } from '@postify/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { campaignLocation, rootFolders } from './fixtures';
import { MemoryStorageBrowser } from './MemoryStorageBrowser';
import { StorageBrowser } from './StorageBrowser';

const active = () => document.activeElement;
const labelOf = (element: Element | null) =>
  element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';

/** Presses `key` until the focused element is named `name` (fails after 30 presses). */
async function pressUntil(key: string, name: string) {
  for (let i = 0; i < 30; i++) {
    if (labelOf(active()) === name) return;
    await userEvent.keyboard(key);
  }
  throw new Error(`"${name}" never got the focus (last: "${labelOf(active())}")`);
}

/** Moves the keyboard focus into the table and down to the row whose name cell is `name`. */
async function focusRow(name: string) {
  const grid = page.getByRole('grid').element();
  const firstRow = grid.querySelector('tbody [role="row"]');
  if (!(firstRow instanceof HTMLElement)) throw new Error('no rows');
  firstRow.focus();
  for (let i = 0; i < 20; i++) {
    const row = active()?.closest('[role="row"]');
    if (row?.querySelector('[role="rowheader"]')?.textContent?.trim().startsWith(name)) return;
    await userEvent.keyboard('{ArrowDown}');
  }
  throw new Error(`row ${name} not reached`);
}

describe('StorageBrowser with the keyboard', () => {
  it('creates a folder from the Nova Pasta tab', async () => {
    await renderThemed(<MemoryStorageBrowser />);
    await pressUntil('{Tab}', 'Adicionar Arquivo');
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Adicionar Arquivo' });
    await expect
      .element(dialog.getByRole('tab', { name: 'Upload de Arquivo' }))
      .toHaveAttribute('aria-disabled', 'true');
    await expect.element(dialog.getByRole('textbox', { name: 'Nome da pasta' })).toHaveFocus();
    await userEvent.keyboard('   {Enter}');
    await expect.element(dialog.getByText('O nome da pasta é obrigatório')).toBeVisible();
    await userEvent.keyboard('Relatórios{Enter}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('rowheader', { name: 'Relatórios' })).toBeVisible();
  });

  it('explains a failed folder creation with the reason for its status', async () => {
    const failing = vi.fn(async () => {
      throw new PostifyApiError({ status: 401, code: 'UNAUTHORIZED', message: 'x' });
    });
    await renderThemed(<MemoryStorageBrowser onCreateFolder={failing} />);
    await page.getByRole('button', { name: 'Adicionar Arquivo' }).click();
    await userEvent.keyboard('Fotos{Enter}');
    await expect
      .element(page.getByText('Erro ao criar pasta: Não autorizado. Verifique sua autenticação.'))
      .toBeVisible();
    expect(failing).toHaveBeenCalledWith({ name: 'Fotos', parentFolderId: null });
  });

  it('opens a folder with Enter and uploads several files with progress per file', async () => {
    const pending: Array<{ name: string; progress: (p: number) => void; done: () => void }> = [];
    const upload = vi.fn(
      (file: File, onProgress: (percent: number) => void) =>
        new Promise<void>((resolve) =>
          pending.push({ name: file.name, progress: onProgress, done: resolve }),
        ),
    );
    await renderThemed(<MemoryStorageBrowser upload={upload} />);
    await focusRow('Campanhas');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('grid', { name: 'Conteúdo de Campanhas' })).toBeVisible();

    await pressUntil('{Tab}', 'Adicionar Arquivo');
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Adicionar Arquivo' });
    await expect
      .element(dialog.getByRole('tab', { name: 'Upload de Arquivo' }))
      .toHaveAttribute('aria-selected', 'true');
    // The picker button is the keyboard path to the system file chooser; the chooser itself is the browser's.
    await pressUntil('{Tab}', 'Selecionar arquivos');
    const input = dialog.element().querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, [
      new File(['a'], 'capa.png', { type: 'image/png' }),
      new File(['b'], 'roteiro.txt', { type: 'text/plain' }),
    ]);
    await pressUntil('{Tab}', 'Enviar');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[0]?.progress(30);
    pending[1]?.progress(75);
    const bars = dialog.getByRole('progressbar');
    await expect.element(bars.nth(0)).toHaveAttribute('aria-valuenow', '30');
    await expect.element(bars.nth(1)).toHaveAttribute('aria-valuenow', '75');
    pending[0]?.done();
    pending[1]?.done();
    await expect.element(dialog.getByText('2 arquivo(s) enviado(s)')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('rowheader', { name: 'capa.png' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'roteiro.txt' })).toBeVisible();
  });

  it('sends at most four files at once and the next ones as earlier ones finish', async () => {
    const pending: Array<{ name: string; done: () => void }> = [];
    const upload = vi.fn(
      (file: File) => new Promise<void>((resolve) => pending.push({ name: file.name, done: resolve })),
    );
    await renderThemed(<MemoryStorageBrowser upload={upload} initialLocation={campaignLocation} />);
    await page.getByRole('button', { name: 'Adicionar Arquivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Arquivo' });
    const input = dialog.element().querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const names = ['1.png', '2.png', '3.png', '4.png', '5.png', '6.png'];
    await userEvent.upload(
      input,
      names.map((name) => new File(['a'], name, { type: 'image/png' })),
    );
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await vi.waitFor(() => expect(pending).toHaveLength(4));
    // The server holds each user to a few pending uploads: the others wait for a free place.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending).toHaveLength(4);
    pending[0]?.done();
    await vi.waitFor(() => expect(pending).toHaveLength(5));
    for (const entry of pending.slice(1)) entry.done();
    await vi.waitFor(() => expect(pending).toHaveLength(6));
    pending[5]?.done();
    await expect.element(dialog.getByText('6 arquivo(s) enviado(s)')).toBeVisible();
    expect(pending.map((entry) => entry.name)).toEqual(names);
  });

  it('renames and deletes a file from the row actions, then returns to the root by the breadcrumb', async () => {
    await renderThemed(<MemoryStorageBrowser initialLocation={campaignLocation} />);
    await focusRow('briefing.pdf');
    await pressUntil('{ArrowRight}', 'Renomear briefing.pdf');
    await userEvent.keyboard('{Enter}');
    const name = page.getByRole('textbox', { name: 'Novo nome' });
    await expect.element(name).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}briefing-final.pdf{Enter}');
    await expect.element(page.getByRole('rowheader', { name: 'briefing-final.pdf' })).toBeVisible();

    await focusRow('teaser.mp4');
    await pressUntil('{ArrowRight}', 'Excluir teaser.mp4');
    await userEvent.keyboard('{Enter}');
    const confirm = page.getByRole('alertdialog', { name: 'Excluir arquivo' });
    await expect.element(confirm).toBeVisible();
    expect(confirm.element().textContent).toContain('Tem certeza que deseja excluir "teaser.mp4"?');
    await expect.element(confirm.getByRole('button', { name: 'Excluir' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('rowheader', { name: 'teaser.mp4' })).not.toBeInTheDocument();

    page.getByRole('button', { name: 'Adicionar Arquivo' }).element().focus();
    await pressUntil('{Tab}', 'Meus Arquivos');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('grid', { name: 'Conteúdo de Meus Arquivos' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: /Contratos/ })).toBeVisible();
  });

  it('asks for the password of a protected folder and keeps the prompt open when it is wrong', async () => {
    await renderThemed(<MemoryStorageBrowser />);
    await focusRow('Contratos');
    await userEvent.keyboard('{Enter}');
    const prompt = page.getByRole('dialog', { name: 'Pasta protegida' });
    await expect
      .element(prompt.getByText('A pasta "Contratos" é protegida. Digite a senha para abrir.'))
      .toBeVisible();
    await userEvent.keyboard('errada{Enter}');
    await expect.element(prompt.getByText('Senha incorreta')).toBeVisible();
    await userEvent.keyboard('{Control>}a{/Control}segredo{Enter}');
    await expect.element(page.getByRole('grid', { name: 'Conteúdo de Contratos' })).toBeVisible();
  });

  it('sorts by a column from the keyboard', async () => {
    await renderThemed(<MemoryStorageBrowser initialLocation={campaignLocation} />);
    const header = page.getByRole('columnheader', { name: 'Criado em' });
    header.element().querySelector<HTMLElement>('*')?.focus();
    (header.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
    const names = [...document.querySelectorAll('[role="rowheader"]')].map((cell) =>
      cell.textContent?.trim(),
    );
    expect(names).toEqual([
      'Black Friday',
      'briefing.pdf',
      'metas.xlsx',
      'fotos.zip',
      'banner-natal.png',
      'teaser.mp4',
    ]);
  });

  it('keeps its headings in order under the page title: the sidebar and the main section at level 2', async () => {
    await renderThemed(<MemoryStorageBrowser />);
    const levels = () =>
      [...document.querySelectorAll('h1, h2, h3, h4')].map((heading) => [
        heading.tagName,
        heading.textContent?.trim(),
      ]);
    // The in-memory storage answers asynchronously, like the API: wait for the sidebar to fill.
    await expect.poll(levels).toEqual([
      ['H2', 'Uso do armazenamento'],
      ['H2', 'Pastas'],
      ['H2', 'Meus Arquivos'],
    ]);
  });

  it('does not call a folder still waiting for its password empty (after a wrong one, behind the prompt)', async () => {
    const noop = async () => {};
    await renderThemed(
      <StorageBrowser
        location={campaignLocation}
        passwordRequest={{ location: campaignLocation, message: 'Senha incorreta' }}
        rootFolders={rootFolders}
        onNavigate={noop}
        onCreateFolder={noop}
        onUpload={noop}
        onRename={noop}
        onDelete={noop}
        onDownload={noop}
      />,
    );
    const grid = page.getByRole('grid', { name: `Conteúdo de ${campaignLocation.name}` });
    await expect.element(grid.getByText('Protegida por senha')).toBeVisible();
    expect(grid.element().textContent).not.toContain('Esta pasta está vazia');
  });
});

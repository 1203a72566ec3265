import type { PostImportReport } from '@postify/hooks';
import { checkPostImportRows, type PostImportRow } from '@postify/sdk/import';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PostifyI18nProvider } from '../i18n/PostifyI18nProvider';
import { renderThemed } from '../test/render';
import { PostImport, type PostImportProps } from './PostImport';

const rows: PostImportRow[] = [
  {
    line: 2,
    caption: 'Bom dia',
    date: '02/12/2026',
    time: '09:00',
    accounts: '@loja',
    media: '',
    firstComment: '',
  },
  {
    line: 3,
    caption: 'Ontem',
    date: '01/01/2026',
    time: '09:00',
    accounts: '@outra',
    media: '',
    firstComment: '',
  },
];
const checked = checkPostImportRows(rows, {
  accounts: [{ id: 'fb', username: 'loja', platformName: 'Facebook' }],
  timeZone: 'America/Sao_Paulo',
  now: new Date('2026-11-25T12:00:00Z'),
});
const report: PostImportReport = {
  fileName: 'agenda.csv',
  fileProblem: null,
  rows,
  checked,
  validCount: 1,
  invalidCount: 1,
};

const props = (over: Partial<PostImportProps> = {}): PostImportProps => ({
  report: null,
  onFile: vi.fn(),
  onImport: vi.fn(),
  onReset: vi.fn(),
  ...over,
});

describe('PostImport', () => {
  it('lists the invalid rows first and imports only when asked', async () => {
    const onImport = vi.fn();
    await renderThemed(<PostImport {...props({ report, onImport })} />);
    const lines = page.getByRole('rowheader');
    await expect.element(lines.first()).toHaveTextContent('3');
    await expect.element(page.getByText('A conta @outra não está conectada a este projeto')).toBeVisible();
    expect(onImport).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Importar 1 post' }).click();
    expect(onImport).toHaveBeenCalledTimes(1);
  });

  it('speaks English under PostifyI18nProvider locale="en", the rows’ problems included', async () => {
    await renderThemed(
      <PostifyI18nProvider locale="en">
        <PostImport {...props({ report })} />
      </PostifyI18nProvider>,
    );
    await expect.element(page.getByText('1 post ready to import')).toBeVisible();
    await expect.element(page.getByText('The account @outra is not connected to this project')).toBeVisible();
    await expect.element(page.getByText('Choose a date and time in the future')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Import 1 post' })).toBeVisible();
  });
});

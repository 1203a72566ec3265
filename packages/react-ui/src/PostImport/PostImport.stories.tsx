import type { PostImportReport } from '@postify/hooks';
import { checkPostImportRows, type PostImportRow } from '@postify/sdk/import';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { PostImport } from './PostImport';

const accounts = [
  { id: 'ig', username: 'lojadamaria', platformName: 'Instagram' },
  { id: 'fb', username: 'lojadamaria', platformName: 'Facebook' },
];
const row = (line: number, cells: Partial<PostImportRow>): PostImportRow => ({
  line,
  caption: 'Nova coleção de verão chegou! ☀️ Confira no link da bio.',
  date: '02/12/2026',
  time: '09:00',
  accounts: '@lojadamaria',
  media: 'Campanhas/Verão/praia.jpg',
  firstComment: '',
  ...cells,
});
const rows = [
  row(2, {}),
  row(3, { caption: 'Bastidores do ensaio', time: '18:30', accounts: 'facebook:@lojadamaria', media: '' }),
  row(4, { caption: 'Promoção relâmpago', date: '31/02/2026', accounts: '@loja.antiga' }),
  row(5, { caption: '', date: '20/11/2026', accounts: 'instagram:@lojadamaria', media: '' }),
  row(6, { caption: 'Sorteio de Natal 🎄', firstComment: 'Regulamento no link da bio' }),
];
const checked = checkPostImportRows(rows, {
  accounts,
  timeZone: 'America/Sao_Paulo',
  now: new Date('2026-11-25T12:00:00Z'),
});
const report: PostImportReport = {
  fileName: 'agenda-dezembro.csv',
  fileProblem: null,
  rows,
  checked,
  validCount: checked.filter((r) => r.draft).length,
  invalidCount: checked.filter((r) => !r.draft).length,
};
const allValid: PostImportReport = {
  ...report,
  rows: rows.slice(0, 2),
  checked: checked.slice(0, 2),
  validCount: 2,
  invalidCount: 0,
};

const meta = {
  parameters: domainComponent,
  title: 'Publishing/PostImport',
  component: PostImport,
  args: {
    report: null,
    onFile: fn(),
    onImport: fn(),
    onReset: fn(),
    onDownloadTemplate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file: the format, the template and the drop zone with its picker button. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Arraste o arquivo CSV para cá ou')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo CSV' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar modelo CSV' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalled();
  },
};

/** A file checked: two rows ready, three with their problems in pt-BR, nothing created yet. */
export const WithProblems: Story = {
  parameters: mainStory,
  args: { report },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 linhas com problemas não serão importadas')).toBeVisible();
    await expect(canvas.getByText('A conta @loja.antiga não está conectada a este projeto')).toBeVisible();
    await expect(canvas.getByText('O Instagram exige pelo menos uma mídia.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Importar 2 posts' })).toBeEnabled();
  },
};

export const LoadingAccounts: Story = {
  args: { isLoadingAccounts: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando as contas do projeto...')).toBeVisible();
  },
};

/** A large file being checked: the rows checked so far. */
export const Checking: Story = {
  args: { progress: { done: 4000, total: 10000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Verificação do arquivo' })).toHaveAttribute(
      'aria-valuetext',
      'Verificando linha 4.000 de 10.000...',
    );
  },
};

/** A file without the required columns. */
export const FileProblem: Story = {
  args: {
    report: {
      ...report,
      rows: [],
      checked: [],
      validCount: 0,
      invalidCount: 0,
      fileProblem: {
        code: 'missingColumns',
        message: 'Falta a coluna contas. Baixe o modelo para ver o formato',
        values: { columns: 'contas', count: 1 },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Falta a coluna contas. Baixe o modelo para ver o formato')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Importar \d/ })).toBeNull();
  },
};

export const Importing: Story = {
  args: { report: allValid, isImporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Criando 2 posts...')).toBeVisible();
  },
};

export const Imported: Story = {
  args: { report: allValid, importedCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 posts importados e agendados.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Importar 2 posts' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Importar outro arquivo' })).toBeEnabled();
  },
};

/** The server found what the browser could not (a media missing from Meus Arquivos): nothing was created. */
export const ServerRefused: Story = {
  args: {
    report: allValid,
    errorMessage: 'Dados inválidos',
    errorDetails: [
      {
        field: 'rows[0].media',
        message:
          'Linha 2: “Campanhas/Verão/praia.jpg” não foi encontrado em Meus Arquivos (ou está em uma pasta protegida por senha)',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nada foi criado. Corrija as linhas abaixo e envie o arquivo de novo:'),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Linha 2: “Campanhas\/Verão\/praia.jpg” não foi encontrado/),
    ).toBeVisible();
  },
};

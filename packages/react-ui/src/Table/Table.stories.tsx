import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

interface Entry {
  id: string;
  name: string;
  type: 'Pasta' | 'Arquivo';
  createdAt: string;
}

const entries: Entry[] = [
  { id: '1', name: 'Campanhas', type: 'Pasta', createdAt: '12/05/2025' },
  { id: '2', name: 'logo.png', type: 'Arquivo', createdAt: '20/05/2025' },
  { id: '3', name: 'video-lancamento.mp4', type: 'Arquivo', createdAt: '27/05/2025' },
];

function StorageTable({ rows }: { rows: Entry[] }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = useMemo(() => {
    const list = [...rows].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [rows, sort]);
  return (
    <Table aria-label="Meus Arquivos" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Nome
        </Column>
        <Column id="type">Tipo</Column>
        <Column id="createdAt">Criado em</Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(item) => (
          <Row id={item.id}>
            <Cell>{item.name}</Cell>
            <Cell>{item.type}</Cell>
            <Cell>{item.createdAt}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: Table,
  render: () => <StorageTable rows={entries} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between cells; Enter on a sortable header flips the order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: /Nome/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('video-lancamento.mp4');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('Arquivo');
    await expect(document.activeElement).toHaveAttribute('role', 'gridcell');
  },
};

export const Empty: Story = { render: () => <StorageTable rows={[]} /> };

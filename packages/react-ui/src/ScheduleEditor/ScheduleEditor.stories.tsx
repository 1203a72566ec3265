import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { fixedNow, sampleItems, samplePlatforms } from './fixtures';
import { ScheduleEditor } from './ScheduleEditor';

const meta = {
  parameters: domainComponent,
  title: 'Domain/ScheduleEditor',
  component: ScheduleEditor,
  args: { platforms: samplePlatforms, now: fixedNow, onItemsChange: fn() },
} satisfies Meta<typeof ScheduleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Novo Agendamento' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Adicionar Agendamento' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Agendamentos (0)' })).toBeInTheDocument();
  },
};

export const WithItems: Story = { parameters: mainStory, args: { defaultItems: sampleItems } };

export const Edit: Story = {
  args: { defaultItems: sampleItems },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar agendamento de 05/12/2026 18:30' }));
    await expect(canvas.getByRole('heading', { name: 'Editar Agendamento' })).toBeInTheDocument();
    await expect(canvas.getByText('Editando')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'aurora.outlet' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Loja Aurora' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Repetir' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await expect(args.onItemsChange).not.toHaveBeenCalled();
  },
};

export const SaveEditInPlace: Story = {
  args: { defaultItems: sampleItems },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar agendamento de 01/12/2026 10:00' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Loja Aurora' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(canvas.getByRole('heading', { name: 'Novo Agendamento' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Loja Aurora' })).not.toBeChecked();
    await expect(args.onItemsChange).toHaveBeenLastCalledWith([
      { ...sampleItems[0], socialMediaAccountIds: ['ig-1', 'fb-1'] },
      sampleItems[1],
    ]);
    const list = within(canvas.getByRole('region', { name: 'Agendamentos (2)' }));
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Loja Aurora (Facebook)');
  },
};

export const DeleteWhileEditing: Story = {
  args: { defaultItems: sampleItems },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar agendamento de 05/12/2026 18:30' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir agendamento de 05/12/2026 18:30' }));
    await expect(canvas.getByRole('heading', { name: 'Novo Agendamento' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Agendamentos (1)' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Repetir' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'aurora.outlet' })).not.toBeChecked();
    await expect(canvas.queryByText('Editando')).not.toBeInTheDocument();
  },
};

export const WithRepeat: Story = {
  args: { defaultItems: sampleItems },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar agendamento de 05/12/2026 18:30' }));
    const occurrences = within(canvas.getByRole('region', { name: 'Publicações previstas (3)' }));
    const dates = occurrences.getAllByRole('listitem').map((item) => item.textContent);
    await expect(dates).toEqual([
      '5 de dezembro de 2026 às 18:30',
      '12 de dezembro de 2026 às 18:30',
      '19 de dezembro de 2026 às 18:30',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Número de repetições' })).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: 'Intervalo em dias' })).toHaveValue('7');
  },
};

export const PastDateRefused: Story = {
  args: {
    defaultItems: [{ ...sampleItems[0], id: 'old', date: '2026-11-19' } as (typeof sampleItems)[number]],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar agendamento de 19/11/2026 10:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(canvas.getByText('Escolha uma data e um horário no futuro')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Editar Agendamento' })).toBeInTheDocument();
    await expect(args.onItemsChange).not.toHaveBeenCalled();
  },
};

/**
 * The project's zone is not the browser's (UTC in the tests): a note says in which zone the date and
 * time are typed, and the preview lists them in it, as the API will publish them.
 */
export const ProjectTimeZone: Story = {
  args: { defaultItems: sampleItems, timeZone: 'America/Sao_Paulo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Horários em America\/Sao_Paulo \(.*Brasília\)$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar agendamento de 05/12/2026 18:30' }));
    const occurrences = within(canvas.getByRole('region', { name: 'Publicações previstas (3)' }));
    await expect(occurrences.getAllByRole('listitem')[0]).toHaveTextContent('5 de dezembro de 2026 às 18:30');
  },
};

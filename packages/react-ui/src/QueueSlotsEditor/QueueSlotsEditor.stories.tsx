import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { QueueSlotsEditor } from './QueueSlotsEditor';

const slots = [
  { id: 'a1', weekday: 1, time: '09:00' },
  { id: 'a2', weekday: 1, time: '18:00' },
  { id: 'a3', weekday: 3, time: '09:00' },
  { id: 'a4', weekday: 5, time: '12:30' },
];

const meta = {
  parameters: domainComponent,
  title: 'Posts/QueueSlotsEditor',
  component: QueueSlotsEditor,
  args: {
    slots,
    subtitle: 'Instagram · @loja.aurora',
    onAdd: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueueSlotsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's week: segunda first, each slot with its remove button, and the form to add one. */
export const Default: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Horários da fila' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remover Segunda-feira às 18:00' })).toBeVisible();
  },
};

/** A slot the account already has is refused in pt-BR before the server is asked. */
export const Duplicate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar horário' }));
    await expect(canvas.getByText('Esta conta já tem um horário na fila neste dia e hora')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Removing a slot by keyboard. */
export const Remove: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Remover Sexta-feira às 12:30' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(slots[3]);
  },
};

/** No slots yet: an example of what to add. */
export const Empty: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum horário ainda')).toBeVisible();
  },
};

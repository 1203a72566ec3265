import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Legenda', placeholder: 'Escreva a legenda do post' },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: 'Legenda' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Primeira linha{Shift>}{Enter}{/Shift}segunda linha');
    await expect(box).toHaveValue('Primeira linha\nsegunda linha');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Descrição é obrigatória', label: 'Descrição' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Post de lançamento' } };

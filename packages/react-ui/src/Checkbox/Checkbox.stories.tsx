import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: '@postify.oficial', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: '@postify.oficial' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Todas as contas' } };

export const Invalid: Story = { args: { isInvalid: true } };

/** The check mark's colour: transparent when the box shows no mark. */
const markColour = (canvasElement: HTMLElement) =>
  getComputedStyle(canvasElement.querySelector('label > span[aria-hidden="true"]') as Element).color;

/** Disabled and not selected: an empty grey box, no check mark. */
export const Disabled: Story = {
  args: { isDisabled: true, children: 'TikTok (Não disponível)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(markColour(canvasElement)).toBe('rgba(0, 0, 0, 0)');
  },
};

/** Disabled and selected: the check mark stays, in the disabled colours. */
export const DisabledSelected: Story = {
  args: { isDisabled: true, defaultSelected: true, children: 'Facebook (Conectado pela empresa)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(markColour(canvasElement)).not.toBe('rgba(0, 0, 0, 0)');
  },
};

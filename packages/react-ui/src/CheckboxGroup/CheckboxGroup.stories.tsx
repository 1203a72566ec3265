import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Contas:',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="ig-1">Instagram · @postify.oficial</Checkbox>
        <Checkbox value="fb-1">Facebook · Postify</Checkbox>
        <Checkbox value="tt-1">TikTok · @postify</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ig-1', 'tt-1']);
    await expect(canvas.getByRole('checkbox', { name: /Facebook/ })).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Selecione pelo menos uma conta' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['fb-1'] } };

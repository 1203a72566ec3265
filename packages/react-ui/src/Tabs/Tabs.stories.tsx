import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Adicionar Arquivo">
        <Tab id="folder">Nova Pasta</Tab>
        <Tab id="upload">Upload de Arquivo</Tab>
      </TabList>
      <TabPanel id="folder">Crie uma pasta para organizar seus arquivos.</TabPanel>
      <TabPanel id="upload">Envie imagens ou vídeos para a pasta atual.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Nova Pasta' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Upload de Arquivo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Envie imagens');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('upload');
  },
};

/** Outside a folder the upload tab is disabled, as in 'Meus Arquivos'. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['upload'] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Nova Pasta' })).toHaveAttribute('aria-selected', 'true');
  },
};

import { useNetworkVersions } from '@postify/hooks/state';
import type { NetworkId } from '@postify/sdk/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { NetworkVersions } from './NetworkVersions';

const media = [{ name: 'vestido-azul.jpg' }, { name: 'vestido-verde.jpg' }];
const kinds = media.map(() => ({ kind: 'image' as const }));

/** The composer's 'Personalizar por rede', driven by `useNetworkVersions` as the composer drives it. */
function Demo({
  networks,
  caption,
  open = true,
  xCaption,
}: {
  networks: NetworkId[];
  caption: string;
  open?: boolean;
  xCaption?: string;
}) {
  const versions = useNetworkVersions({ networks, caption, media: kinds });
  const { setCustomizing, setCaption } = versions;
  useEffect(() => {
    setCustomizing(open);
    if (xCaption) setCaption('x', xCaption);
  }, [open, xCaption, setCustomizing, setCaption]);
  return <NetworkVersions versions={versions} media={media} />;
}

const meta = {
  parameters: domainComponent,
  title: 'Domain/NetworkVersions',
  component: Demo,
  args: {
    networks: ['instagram', 'facebook', 'x'],
    caption: 'Coleção de verão chegou! Vestidos leves para os dias quentes. #verao #moda',
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab per network; Instagram's tab with its caption, media order and first comment. */
export const Default: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Personalizar por rede' })).toBeChecked();
    await expect(canvas.getByRole('tab', { name: 'Instagram' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Legenda no Instagram' })).toHaveValue(
      'Coleção de verão chegou! Vestidos leves para os dias quentes. #verao #moda',
    );
    await expect(canvas.getByText('Usando o texto original.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Primeiro comentário' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mover vestido-azul.jpg para antes' })).toBeDisabled();
  },
};

/** X's own caption is too long: the tab says so in pt-BR, and offers the way back to the shared text. */
export const TooLongForX: Story = {
  args: { xCaption: `${'Vestidos leves para os dias quentes. '.repeat(8)}` },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'X' }));
    await expect(canvas.getByText(/o X aceita até 280/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Primeiro comentário' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar ao texto original' }));
    await expect(canvas.queryByText(/o X aceita até 280/)).toBeNull();
  },
};

/** Closed: only the switch and what it does. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Personalizar por rede' })).not.toBeChecked();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const DarkTheme: Story = { ...Default, parameters: {}, globals: { theme: 'dark' } };

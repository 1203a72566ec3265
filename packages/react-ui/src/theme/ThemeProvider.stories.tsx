import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { useMessages } from '../messages';
import { ThemeProvider } from './ThemeProvider';
import { themeStyle } from './themeStyle';
import { darkThemeValues, lightThemeValues } from './tokens';

/** A few parts that read the theme's colours, radii and type, and one pt-BR text from the copy. */
function Sample() {
  const copy = useMessages();
  return (
    <Card title="Coleção de verão" description="Agendado para 01/12/2026 10:00">
      <p>
        <Badge tone="success">Postado</Badge> <Badge tone="neutral">{copy.common.loading}</Badge>
      </p>
      <Button>Salvar</Button>
    </Card>
  );
}

// The theme a partner's page puts around Postify's components: the two built-in themes, inline overrides
// from `themeStyle`, and the copy replaced through `messages`.
const meta = {
  title: 'Theme/ThemeProvider',
  component: ThemeProvider,
  args: { children: <Sample /> },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

export const Light: Story = {
  args: { theme: 'light' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(lightThemeValues.color.primary));
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(darkThemeValues.color.primary));
  },
};

/** A partner's brand colour and rounder corners, inline, without a build step. */
export const PartnerOverrides: Story = {
  args: {
    style: themeStyle({ color: { primary: '#0f766e', primaryHover: '#115e59' }, radius: { md: '16px' } }),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(15, 118, 110)');
  },
};

/** A partner's own words for the shared texts. */
export const CopyOverride: Story = {
  args: { messages: { common: { loading: 'Aguarde...' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aguarde...')).toBeInTheDocument();
  },
};

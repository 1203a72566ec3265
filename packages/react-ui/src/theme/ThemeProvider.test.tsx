import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { MessagesProvider, useMessages } from '../messages';
import { renderThemed } from '../test/render';
import { themeStyle } from './themeStyle';
import { darkThemeValues, lightThemeValues } from './tokens';

function LoadingText() {
  return <p>{useMessages().common.loading}</p>;
}

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('ThemeProvider', () => {
  it('paints a primary button with the light theme colour and the bundled Inter font', async () => {
    const screen = await renderThemed(<Button>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' }).element();
    expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(lightThemeValues.color.primary));
    expect(getComputedStyle(button).fontFamily).toContain('Inter Variable');
  });

  it('switches every token when the dark theme is chosen', async () => {
    const screen = await renderThemed(<Button>Salvar</Button>, { theme: 'dark' });
    const button = screen.getByRole('button', { name: 'Salvar' }).element();
    expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(darkThemeValues.color.primary));
  });

  it('lets a partner re-theme one token through inline values', async () => {
    const screen = await renderThemed(<Button>Salvar</Button>, {
      style: themeStyle({ color: { primary: '#00ff00' } }),
    });
    const button = screen.getByRole('button', { name: 'Salvar' }).element();
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(0, 255, 0)');
  });

  it('shows the pt-BR copy by default and a partner override when given', async () => {
    const screen = await renderThemed(
      <>
        <LoadingText />
        <MessagesProvider messages={{ common: { loading: 'Loading…' } }}>
          <LoadingText />
        </MessagesProvider>
      </>,
    );
    await expect.element(screen.getByText('Carregando...')).toBeInTheDocument();
    await expect.element(screen.getByText('Loading…')).toBeInTheDocument();
  });
});

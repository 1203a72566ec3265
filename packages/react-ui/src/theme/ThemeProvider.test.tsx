import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { MessagesProvider, useMessages } from '../messages';
import { partnerTestTheme } from '../test/partnerTheme.css';
import { renderThemed } from '../test/render';
import { ThemeProvider } from './ThemeProvider';
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

  it('applies a partner theme class built with createTheme(vars, extendTheme(…))', async () => {
    const screen = await renderThemed(<Button>Salvar</Button>, { themeClassName: partnerTestTheme });
    const button = screen.getByRole('button', { name: 'Salvar' }).element();
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(190, 18, 60)');
    expect(getComputedStyle(button).color).toBe(hexToRgb(lightThemeValues.color.onPrimary));
  });

  // The browser context of these tests asks for reduced motion (vitest.config.ts `reducedMotion: 'reduce'`).
  it('turns transitions off for a user who prefers reduced motion, in any theme', async () => {
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const screen = await renderThemed(
      <>
        <Button>Padrão</Button>
        <ThemeProvider themeClassName={partnerTestTheme}>
          <Button>Parceiro</Button>
        </ThemeProvider>
      </>,
    );
    for (const name of ['Padrão', 'Parceiro']) {
      const button = screen.getByRole('button', { name }).element();
      expect(getComputedStyle(button).transitionDuration).toBe('0s, 0s');
    }
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

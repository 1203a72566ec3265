import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from '@postify/scripts/chromium';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { describe, expect, it } from 'vitest';
import { lightThemeValues } from '../src/theme/tokens';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const pageDir = fileURLToPath(new URL('./smoke-page/', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.cache/smoke-page/', import.meta.url));

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('the built package on a plain Vite page', () => {
  it('renders one imported component with the theme from styles.css and the bundled font', async () => {
    expect(existsSync(`${pkgDir}dist/styles.css`), 'dist/ is missing: run `pnpm build` first').toBe(true);
    // No `@postify/source` condition here: the page must resolve the published `dist/` entry points.
    await build({ root: pageDir, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const bundle = readdirSync(`${outDir}assets`).filter((file) => file.endsWith('.js'));
    expect(bundle.join('\n')).not.toContain('DatePicker');

    const server = await preview({
      root: pageDir,
      logLevel: 'error',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
    });
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
    try {
      const url = server.resolvedUrls?.local[0];
      expect(url).toBeDefined();
      const page = await browser.newPage();
      await page.goto(url ?? '');
      const button = page.getByRole('button', { name: 'Excluir' });
      await button.waitFor();
      const computed = await button.evaluate(async (element) => {
        await document.fonts.ready;
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          color: style.color,
          font: style.fontFamily,
          fontLoaded: document.fonts.check("16px 'Inter Variable'"),
        };
      });
      expect(computed.background).toBe(hexToRgb(lightThemeValues.color.danger));
      expect(computed.color).toBe(hexToRgb(lightThemeValues.color.onDanger));
      expect(computed.font).toContain('Inter Variable');
      expect(computed.fontLoaded).toBe(true);
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    }
    expect(readFileSync(`${outDir}index.html`, 'utf8')).toContain('.css');
  });
});

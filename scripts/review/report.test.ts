import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { acceptReview, writeReview } from './report.mjs';

/** A small PNG of one colour, with an optional square of another (the 'changed' part). */
function png(path: string, colour: number[], square?: number[]) {
  const image = new PNG({ width: 40, height: 30 });
  for (let y = 0; y < 30; y++) {
    for (let x = 0; x < 40; x++) {
      const inSquare = square && x >= 10 && x < 20 && y >= 10 && y < 20;
      image.data.set([...(inSquare ? square : colour), 255], (y * 40 + x) * 4);
    }
  }
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, PNG.sync.write(image));
}

describe('the visual review report', () => {
  const dir = mkdtempSync(join(tmpdir(), 'postify-review-'));
  const outDir = join(dir, '.review');
  const white = [255, 255, 255];
  const entry = (id: string, name: string) => ({
    id,
    group: 'Primitives/Checkbox',
    name,
    link: `http://localhost:6006/?path=/story/${id}`,
    baselinePath: join(dir, 'baselines', `${id}.png`),
    actualPath: join(dir, 'captures', `${id}.png`),
  });
  let report: ReturnType<typeof writeReview>;

  beforeAll(() => {
    // Two pairs: one story whose capture changed (a dark square appeared), one identical.
    png(join(dir, 'baselines', 'primitives-checkbox--disabled.png'), white);
    png(join(dir, 'captures', 'primitives-checkbox--disabled.png'), white, [20, 20, 20]);
    png(join(dir, 'baselines', 'primitives-checkbox--selected.png'), white);
    png(join(dir, 'captures', 'primitives-checkbox--selected.png'), white);
    report = writeReview({
      outDir,
      title: 'Revisão visual',
      entries: [
        entry('primitives-checkbox--disabled', 'Disabled'),
        entry('primitives-checkbox--selected', 'Selected'),
      ],
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the changed capture and the identical one', () => {
    expect(report).toMatchObject({ changed: 1, added: 0, removed: 0, unchanged: 1 });
    expect(report.entries[0]).toMatchObject({ id: 'primitives-checkbox--disabled', pixels: 100 });
  });

  // Chromium's start alone can take seconds on a loaded runner.
  it('shows the changed story in Chromium with its baseline, new and diff images and a slider', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(report.file).href);
      const story = page.locator('article', { has: page.getByRole('heading', { name: /Disabled/ }) });
      expect(await story.getByText('Alterado').count()).toBe(1);
      expect(await page.getByRole('heading', { name: /Selected/ }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Primitives/Checkbox' }).count()).toBe(1);
      for (const name of ['Linha de base', 'Novo', 'Diferença']) {
        const image = story.getByRole('img', { name });
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
      }
      expect(await story.getByRole('link', { name: 'abrir no Storybook local' }).getAttribute('href')).toBe(
        'http://localhost:6006/?path=/story/primitives-checkbox--disabled',
      );
      const slider = story.getByRole('slider', { name: /Comparar linha de base e novo/ });
      await slider.fill('20');
      expect(
        await story.locator('.compare').evaluate((el: HTMLElement) => el.style.getPropertyValue('--split')),
      ).toBe('20%');
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('accepts a reviewed capture as the new baseline', () => {
    const accepted = acceptReview(outDir, ['primitives-checkbox--disabled']);
    expect(accepted.map((e) => e.id)).toEqual(['primitives-checkbox--disabled']);
    const baseline = readFileSync(join(dir, 'baselines', 'primitives-checkbox--disabled.png'));
    expect(baseline.equals(readFileSync(join(dir, 'captures', 'primitives-checkbox--disabled.png')))).toBe(
      true,
    );
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });
});
